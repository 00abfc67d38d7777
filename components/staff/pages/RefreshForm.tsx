'use client';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button/Button';
import type { RefreshState } from '@/lib/staff/refresh';
import { RefreshProgress, RefreshResult } from './RefreshProgress';

type RefreshAction = (previous: RefreshState, form: FormData) => Promise<RefreshState>;

interface RefreshFormProps {
  action: RefreshAction;
  /** The target's form value (lib/staff/refresh-scope.ts `targetValue`). */
  target: string;
  label: string;
  /** Sent with "refresh everything", which the server refuses unconfirmed. */
  confirmed?: boolean;
}

/** One refresh button: a server action (Next checks its origin, the action the role), then its steps and result. */
export function RefreshForm({ action, target, label, confirmed }: RefreshFormProps) {
  const [state, refresh, pending] = useActionState(action, { kind: 'idle' });
  return (
    <form action={refresh}>
      <input type="hidden" name="target" value={target} />
      {confirmed && <input type="hidden" name="confirmed" value="yes" />}
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Starting…' : label}
      </Button>
      {state.kind === 'started' && <RefreshProgress key={state.id} start={state} />}
      {state.kind === 'refused' && <RefreshResult outcome={state.outcome} />}
      {state.kind === 'invalid' && <RefreshResult outcome={{ ok: false, words: state.words }} />}
    </form>
  );
}
