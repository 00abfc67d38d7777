import { expect } from 'vitest';

/** Parses as strict XML (jsdom's DOMParser), failing on any well-formedness error. */
export function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

/** The text of the first element `selector` finds, or null. */
export const textAt = (node: ParentNode, selector: string) => node.querySelector(selector)?.textContent ?? null;
