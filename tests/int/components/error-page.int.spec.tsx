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
    // Its content loads on demand, so it appears once that chunk is in.
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_COPY.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ERROR_COPY.home })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent('secret detail');
    await userEvent.setup().click(screen.getByRole('button', { name: ERROR_COPY.retry }));
    expect(reset).toHaveBeenCalledOnce();
  });
});
