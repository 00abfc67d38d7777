// The spec's email rule, "text, @, text, dot, text", in linear time: the old pattern
// /^[^\s@]+@[^\s@]+\.[^\s@]+$/ backtracked quadratically on "a@" + "." × n + "@" (80,000 characters: 12 s).
// Only a bare address passes: `Prize<victim@x.example>` was taken, and a mailer sent it to victim@x.example with
// the visitor's text as its display name, under a daily limit keyed on the whole string.

/** What a mail library reads as structure (a name, comment, group, list, quoted or literal part), controls, spaces. */
const NOT_IN_A_BARE_ADDRESS = /[<>()[\]\\,;:"\s\p{Cc}]/u;

/** One `@` between a non-empty local part and a domain with a dot that neither starts nor ends it; nothing else. */
export function isEmailShaped(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@') || NOT_IN_A_BARE_ADDRESS.test(value)) return false;
  const domain = value.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}
