// @vitest-environment node
// When the editor saves unasked: a draft after typing stops, never a live record or a new address; a failed save again.
import { AUTOSAVE_MS, RETRY_MS, unaskedSaveDelay } from '@/lib/staff/editor/save-timing';

const idle = { status: 'idle' } as const;

describe('a save made unasked', () => {
  it('comes a few seconds after typing stops in a draft', () => {
    expect(unaskedSaveDelay({ state: idle, isDraft: true, renamed: false })).toBe(AUTOSAVE_MS);
  });

  it('never comes for a live record, whose save is public at once, nor for a half-typed new address', () => {
    expect(unaskedSaveDelay({ state: idle, isDraft: false, renamed: false })).toBeNull();
    expect(unaskedSaveDelay({ state: idle, isDraft: true, renamed: true })).toBeNull();
  });

  it('tries a failed save again, even for a live record, and waits for a person after a conflict or a refusal', () => {
    expect(unaskedSaveDelay({ state: { status: 'failed', message: 'down' }, isDraft: false, renamed: false })).toBe(
      RETRY_MS,
    );
    const conflict = {
      status: 'conflict',
      message: '',
      theirs: { version: 2, savedBy: null, savedAt: null, values: null },
    } as const;
    expect(unaskedSaveDelay({ state: conflict, isDraft: true, renamed: false })).toBeNull();
    expect(
      unaskedSaveDelay({ state: { status: 'invalid', errors: {}, message: '' }, isDraft: true, renamed: false }),
    ).toBeNull();
  });
});
