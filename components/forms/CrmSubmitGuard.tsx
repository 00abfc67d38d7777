'use client';
import { useEffect, useRef, useState } from 'react';
import { crmAnswers } from '@/lib/forms/crm-reachable';
import { CrmUnreachableAlert } from './CrmUnreachableAlert';

/**
 * Placed inside a server-rendered CRM form: with JavaScript, the native POST waits for the CRM to
 * answer a probe, and when it does not, the form stays as typed and says so. Without it, nothing changes.
 */
export function CrmSubmitGuard({ action, className }: { action: string; className?: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [unreachable, setUnreachable] = useState(false);

  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    let sending = false;
    const onSubmit = async (event: SubmitEvent) => {
      event.preventDefault();
      if (sending) return;
      sending = true;
      setUnreachable(false);
      const answers = await crmAnswers(action);
      sending = false;
      // submit() skips this listener, so it cannot loop.
      if (answers) HTMLFormElement.prototype.submit.call(form);
      else setUnreachable(true);
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [action]);

  return (
    <div ref={anchor} className={className}>
      {unreachable && <CrmUnreachableAlert />}
    </div>
  );
}
