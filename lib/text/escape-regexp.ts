// Text matched literally inside a RegExp built from parts. Pure.

/** `text` with every character a RegExp gives a meaning to escaped: `a.b` → `a\.b`. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
