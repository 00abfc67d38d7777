import { expect } from 'vitest';
import { assertWellFormedXml } from '../../support/strict-xml';

/** Parses as strict XML (saxes, then jsdom's DOMParser for the queries), failing on any well-formedness error. */
export function parseXml(xml: string): Document {
  assertWellFormedXml(xml);
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

/** The text of the first element `selector` finds, or null. */
export const textAt = (node: ParentNode, selector: string) => node.querySelector(selector)?.textContent ?? null;
