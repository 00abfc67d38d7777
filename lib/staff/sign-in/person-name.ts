// A person's name as they type it: trimmed, 1 to 100 characters, no control characters; checked before anything else.
export const NAME_MAX = 100;

export function personName(raw: unknown): { ok: true; name: string } | { ok: false; message: string } {
  if (typeof raw !== 'string' || raw.length > NAME_MAX * 4) return { ok: false, message: 'Enter your name.' };
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (!name) return { ok: false, message: 'Enter your name, as your colleagues know it.' };
  if (name.length > NAME_MAX) return { ok: false, message: `Your name is too long: ${NAME_MAX} characters at most.` };
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name))
    return { ok: false, message: 'Your name has a character it cannot hold.' };
  return { ok: true, name };
}
