// The refresh button's island: each step shown as it arrives, the button held until the result, focus on the result.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RefreshForm } from '@/components/staff/pages/RefreshForm';
import { createFeed } from '@/lib/staff/pages/feed';
import type { RefreshState } from '@/lib/staff/pages/refresh';
import type { Outcome, TimedStep } from '@/lib/staff/pages/refresh-words';

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

function startedRefresh() {
  const feed = createFeed<TimedStep>();
  let finish: (outcome: Outcome) => void = () => {};
  const outcome = new Promise<Outcome>((resolve) => (finish = resolve));
  const sent: string[] = [];
  const action = async (_previous: RefreshState, form: FormData): Promise<RefreshState> => {
    sent.push(String(form.get('target')));
    return { kind: 'started', id: 'r1', pages: 2, steps: feed.head, outcome };
  };
  return { feed, finish, action, sent };
}

describe('RefreshForm', () => {
  it('shows each step as it arrives, holds the button, then moves focus to the result', async () => {
    const user = userEvent.setup();
    const { feed, finish, action, sent } = startedRefresh();
    render(<RefreshForm action={action} target="page:/pricing" label="Refresh this page" />);
    await user.click(screen.getByRole('button', { name: 'Refresh this page' }));
    expect(sent).toEqual(['page:/pricing']);
    feed.push({ kind: 'marked', stale: 3, expired: 0, ms: 5 });
    await waitFor(() =>
      expect(screen.getByRole('log', { name: 'Steps' })).toHaveTextContent('is marked for a new copy'),
    );
    expect(screen.getByRole('button', { name: 'Refreshing…' })).toBeDisabled();
    expect(router.refresh, 'the page is read again only once the refresh is done').not.toHaveBeenCalled();
    feed.push({ kind: 'rendered', path: '/pricing', ok: true, ms: 180 });
    await waitFor(() => expect(screen.getByRole('log')).toHaveTextContent('Rendered /pricing. +180 ms'));
    feed.end();
    finish({ ok: true, words: 'Live everywhere 180 ms after you clicked.' });
    const result = await screen.findByText('Live everywhere 180 ms after you clicked.');
    await waitFor(() => expect(result).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Refresh this page' })).toBeEnabled();
    expect(router.refresh).toHaveBeenCalledOnce();
  });

  it('says at once, with focus on it, that the CMS did not answer', async () => {
    const user = userEvent.setup();
    const words = 'The CMS did not answer, so the live page stays as it was. Try again when it is back.';
    const action = async (): Promise<RefreshState> => ({ kind: 'refused', outcome: { ok: false, words } });
    render(<RefreshForm action={action} target="page:/pricing" label="Refresh this page" />);
    await user.click(screen.getByRole('button', { name: 'Refresh this page' }));
    await waitFor(() => expect(screen.getByText(words)).toHaveFocus());
  });
});
