// The spec's email rule, "text, @, text, dot, text", in linear time: the old pattern
// /^[^\s@]+@[^\s@]+\.[^\s@]+$/ backtracked quadratically on "a@" + "." × n + "@" (80,000 characters: 12 s).

/** One `@` between a non-empty local part and a domain with a dot that neither starts nor ends it; no whitespace. */
export function isEmailShaped(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@') || /\s/.test(value)) return false;
  const domain = value.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}
