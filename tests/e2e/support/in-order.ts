import { expect } from './test';

/** Asserts that every marker is in the HTML, in the order given (sections in the spec's order). */
export function expectInOrder(html: string, markers: readonly string[]) {
  const positions = markers.map((marker) => html.indexOf(marker));
  expect(
    markers.filter((_, index) => positions[index]! < 0),
    'missing markers',
  ).toEqual([]);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}
