// What the operator commands (npm run leads, npm run staff) share: reading `--name value`, and stopping with a message.

/** `--name value` from `args`, or undefined. */
export const optionIn = (args: readonly string[]) => (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};

/** Prints what to do and exits with 2 (a usage error). */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
