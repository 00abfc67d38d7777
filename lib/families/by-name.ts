// Tables keyed by a family's name, built from the registry so no table names a family by hand. Pure.

/** `{ [name]: make(item) }` for each item, in order: the keys are exactly the items' names. */
export function byName<Name extends string, Item extends { name: Name }, Value>(
  items: readonly Item[],
  make: (item: Item) => Value,
): Record<Name, Value> {
  return Object.fromEntries(items.map((item) => [item.name, make(item)])) as Record<Name, Value>;
}

/** The same keys, each value made from the old one. */
export function mapValues<Key extends string, From, To>(
  table: Record<Key, From>,
  make: (value: From, key: Key) => To,
): Record<Key, To> {
  return Object.fromEntries(
    (Object.entries(table) as [Key, From][]).map(([key, value]) => [key, make(value, key)]),
  ) as Record<Key, To>;
}
