/** What a one-button action (remove, revoke) says once done: shown beside its button, announced. */
export type ActionNote = { ok: boolean; message: string } | null;
