import { fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FillTimeStamp } from '@/components/forms/FillTimeStamp';
import { FILL_TOKEN_FIELD, FILL_TOKEN_PATH } from '@/lib/forms/state';

afterEach(() => vi.unstubAllGlobals());

/** A controlled field, as the quote form's: the form re-renders on every keystroke. */
function Form() {
  const [email, setEmail] = useState('');
  return (
    <form>
      <input name="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <FillTimeStamp />
    </form>
  );
}

function renderForm() {
  const { container } = render(<Form />);
  const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return { email: field('Email'), token: field(FILL_TOKEN_FIELD) };
}

describe('FillTimeStamp', () => {
  it('asks the server for a signed start once, as the page loads, and sends it with the form', async () => {
    const fetch = vi.fn(async () => Response.json({ token: '1790000000000.signed' }));
    vi.stubGlobal('fetch', fetch);
    const { email, token } = renderForm();
    // Before any input: a form the browser fills at once counts from the page's load, not from its first keystroke.
    await waitFor(() => expect(token.value).toBe('1790000000000.signed'));
    fireEvent.input(email, { target: { value: 'a' } });
    fireEvent.change(email, { target: { value: 'ab' } });
    expect(token.value).toBe('1790000000000.signed');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(FILL_TOKEN_PATH, { method: 'POST' });
  });

  it('leaves the field empty (no check) when the server cannot sign', async () => {
    const fetch = vi.fn(async () => Response.json({ token: 'not-from-a-signer' }, { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    const { token } = renderForm();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    // The answer's promise chain settles within a macrotask.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(token.value).toBe('');
  });

  it('checks nothing when text was typed before the script ran: when the visitor began is unknown', async () => {
    const fetch = vi.fn(async () => Response.json({ token: '1790000000000.signed' }));
    vi.stubGlobal('fetch', fetch);
    const Late = ({ script }: { script: boolean }) => (
      <form>
        <input name="Email" defaultValue="" />
        {script && <FillTimeStamp />}
      </form>
    );
    const { container, rerender } = render(<Late script={false} />);
    const email = container.querySelector<HTMLInputElement>('input[name="Email"]')!;
    email.value = 'typed before hydration';
    rerender(<Late script />);
    fireEvent.input(email, { target: { value: 'typed before hydration!' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).not.toHaveBeenCalled();
  });
});
