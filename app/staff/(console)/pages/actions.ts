'use server';
import { after } from 'next/server';
import { recordAudit } from '@/lib/staff/audit/audit';
import { changeOf, startRefresh, type RefreshState } from '@/lib/staff/pages/refresh';
import { renderOrigin } from '@/lib/staff/pages/render-origin';
import { targetFrom, targetValue } from '@/lib/staff/pages/refresh-scope';
import { SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';

/**
 * Refreshes a page, every record of a kind, or (admins, confirmed) everything, with the webhook's own refresh.
 * A server action: Next refuses another origin's POST; editors and admins only, everything admins only.
 */
export async function refresh(_previous: RefreshState, form: FormData): Promise<RefreshState> {
  const target = targetFrom(String(form.get('target') ?? ''));
  const who = await requireScreen(target?.kind === 'all' ? SCREENS.pages.everything : SCREENS.pages);
  const change = target && changeOf(target);
  if (!target || !change) return { kind: 'invalid', words: 'That is no page of this site: find it again.' };
  if (target.kind === 'all' && form.get('confirmed') !== 'yes')
    return { kind: 'invalid', words: 'Refreshing everything needs its confirmation first.' };
  const start = await startRefresh(target, change, await renderOrigin());
  const audit = (result: string) => recordAudit({ who, action: 'refresh', target: targetValue(target), result });
  if (start.kind === 'refused') await audit(start.outcome.words);
  else after(() => start.outcome.then((outcome) => audit(outcome.words)));
  return start;
}
