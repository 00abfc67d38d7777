// What the browser gets to start a passkey ceremony: its authenticator's options and the challenge's id, or why not.
export type PasskeyStart<O> = { ok: true; challengeId: string; options: O } | { ok: false; message: string };
