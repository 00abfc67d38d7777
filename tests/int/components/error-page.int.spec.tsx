import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ErrorPage from '@/app/error';
import { ERROR_COPY } from '@/lib/copy/site';

describe('the error boundary', () => {
  it('says what happened, retries and links home, without showing the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reset = vi.fn();
    render(<ErrorPage error={Object.assign(new Error('ApiError: secret detail'), { digest: '42' })} reset={reset} />);
    // Its buttons load on demand, so they appear once that chunk is in.
    const retry = await screen.findByRole('button', { name: ERROR_COPY.retry });
    expect(screen.getByRole('heading', { level: 1, name: ERROR_COPY.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ERROR_COPY.home })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent('secret detail');
    await userEvent.setup().click(retry);
    expect(reset).toHaveBeenCalledOnce();
  });

  it('shows its words while the message loads, and instead of it when that chunk cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
    vi.doMock('@/components/layout/ErrorMessage', () => Promise.reject(new Error('ChunkLoadError')));
    const { LazyErrorMessage } = await import('@/components/layout/LazyErrorMessage');
    render(<LazyErrorMessage retry={() => {}} />);
    // At once, before any chunk: never an empty main area.
    expect(screen.getByRole('heading', { level: 1, name: ERROR_COPY.title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: ERROR_COPY.home })).toHaveAttribute('href', '/');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('could not load'), expect.anything());
    vi.doUnmock('@/components/layout/ErrorMessage');
  });
});
