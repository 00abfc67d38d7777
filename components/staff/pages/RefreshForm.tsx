'use client';
import { useRouter } from 'next/navigation';
import { useActionState, useCallback, useState } from 'react';
import forms from '@/components/staff/shell/forms.module.scss';
import type { RefreshState } from '@/lib/staff/pages/refresh';
import { RefreshProgress, RefreshResult } from './RefreshProgress';

type RefreshAction = (previous: RefreshState, form: FormData) => Promise<RefreshState>;

interface RefreshFormProps {
  action: RefreshAction;
  /** The target's form value (lib/staff/pages/refresh-scope.ts `targetValue`). */
  target: string;
  label: string;
  /** Sent with "refresh everything", which the server refuses unconfirmed. */
  confirmed?: boolean;
}

/** One refresh button: a server action (Next checks its origin, the action the role), then its steps and result. */
export function RefreshForm({ action, target, label, confirmed }: RefreshFormProps) {
  const [state, refresh, pending] = useActionState(action, { kind: 'idle' });
  // A refresh runs on after the action answers (its steps stream in): no second one until it has a result.
  const [settled, setSettled] = useState<string | null>(null);
  const startedId = state.kind === 'started' ? state.id : null;
  const running = pending || (startedId !== null && settled !== startedId);
  const router = useRouter();
  // The page's facts (its live copy, the counts) changed with the refresh: read them again, keeping this state.
  const onDone = useCallback(() => {
    setSettled(startedId);
    router.refresh();
  }, [startedId, router]);
  return (
    <form action={refresh}>
      <input type="hidden" name="target" value={target} />
      {confirmed && <input type="hidden" name="confirmed" value="yes" />}
      <button type="submit" className={forms.primary} disabled={running}>
        {running ? 'Refreshing…' : label}
      </button>
      {state.kind === 'started' && <RefreshProgress key={state.id} start={state} onDone={onDone} />}
      {state.kind === 'refused' && <RefreshResult outcome={state.outcome} />}
      {state.kind === 'invalid' && <RefreshResult outcome={{ ok: false, words: state.words }} />}
    </form>
  );
}
