// The one line beside the editor's Save button: what the CMS has, what only this browser has, and what happens next.
import type { SaveState } from './save-state';

interface StatusOf {
  state: SaveState;
  dirty: boolean;
  /** Whether this browser keeps a copy of what was typed. */
  keeping: boolean;
  /** The earlier version put back in the form, not saved yet. */
  restored: number | null;
  retryMs: number;
}

export function statusLine({ state, dirty, keeping, restored, retryMs }: StatusOf): string {
  const local = keeping ? 'Kept in this browser meanwhile.' : 'This browser cannot keep a copy: do not close the tab.';
  if (state.status === 'failed')
    return `Not saved yet. ${state.message} ${local} Trying again every ${retryMs / 1000} seconds.`;
  if (state.status === 'saved' && !dirty) return `Saved as version ${state.version}.`;
  if (state.status === 'idle' && !dirty) return 'No changes yet.';
  if (restored !== null && state.status !== 'saved')
    return `Version ${restored} is in the form: press Save to keep it as the newest version. ${local}`;
  if (state.status === 'invalid' || state.status === 'conflict') return state.message;
  return `Unsaved changes. ${local}`;
}
