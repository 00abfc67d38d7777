// A collection and a record's slug as the editor's addresses and forms name them, each bounded before its pattern.

const COLLECTION = /^[a-z][a-z-]{0,59}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isCollection = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 60 && COLLECTION.test(value);

export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 200 && SLUG.test(value);
