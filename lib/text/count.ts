/** "1 page", "3 pages": a count with its noun, the plural made with an s unless given. */
export const count = (n: number, noun: string, plural = `${noun}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? noun : plural}`;
