import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeadForm, RECAPTCHA_TIMEOUT_MS } from '@/components/forms/LeadForm';
import { InputField } from '@/components/forms/Field';
import { LEAD_FORM_COPY } from '@/lib/copy/lead-forms';
import { recaptchaFieldOf, typedText, type LeadFormState } from '@/lib/forms/state';

const RECAPTCHA_TOKEN_FIELD = recaptchaFieldOf('contact');

const recaptcha = vi.hoisted(() => ({ execute: undefined as undefined | ((action: string) => Promise<string>) }));
vi.mock('react-google-recaptcha-v3', () => ({
  GoogleReCaptchaProvider: ({ children }: { children: ReactNode }) => children,
  useGoogleReCaptcha: () => ({ executeRecaptcha: recaptcha.execute }),
}));

/** The server action, answered here: it records each FormData and answers what the test sets. */
const action = vi.hoisted(() => ({
  sent: [] as FormData[],
  answer: null as null | ((previous: LeadFormState) => LeadFormState),
}));
vi.mock('@/lib/forms/action', () => ({
  sendLead: async (previous: LeadFormState, data: FormData) => {
    action.sent.push(data);
    return action.answer ? action.answer(previous) : previous;
  },
}));

beforeEach(() => {
  action.sent = [];
  action.answer = null;
});
afterEach(() => {
  recaptcha.execute = undefined;
  vi.useRealTimers();
});

function renderForm() {
  render(
    <LeadForm
      formId="contact"
      hidden={{ xmIwtLD: 'contact', LEADCF17: 'http://site.test/contact-us' }}
      messages={{
        Phone: { valueMissing: 'Please enter your 10-digit phone number', patternMismatch: 'Please use only numbers' },
      }}
      aria-label="Send us a message"
    >
      {(errors, { values }) => (
        <InputField
          id="phone"
          name="Phone"
          label="Phone number"
          required
          pattern="[0-9]{10}"
          defaultValue={typedText(values, 'Phone')}
          error={errors.Phone}
        />
      )}
    </LeadForm>,
  );
  return screen.getByRole('form', { name: 'Send us a message' }) as HTMLFormElement;
}

const phone = () => screen.getByRole('textbox', { name: 'Phone number' });

describe('LeadForm, as a CRM form', () => {
  it('posts to the site, never to the CRM, with its hidden fields', () => {
    const form = renderForm();
    expect(form.getAttribute('action') ?? '').not.toMatch(/crm/);
    expect(form).not.toHaveAttribute('method', 'post');
    expect((form.elements.namedItem('xmIwtLD') as HTMLInputElement).value).toBe('contact');
  });

  it('shows our message beside a field the browser refuses, and clears it once the value is valid', () => {
    const form = renderForm();
    act(() => void form.checkValidity());
    expect(phone()).toHaveAccessibleDescription('Please enter your 10-digit phone number');
    fireEvent.change(phone(), { target: { value: '12345abcde' } });
    act(() => void form.checkValidity());
    expect(screen.getByRole('alert')).toHaveTextContent('Please use only numbers');
    fireEvent.change(phone(), { target: { value: '2125550199' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends once however often it is submitted, stamped with the page it came from, without a token', async () => {
    const form = renderForm();
    fireEvent.change(phone(), { target: { value: '2125550199' } });
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(action.sent).toHaveLength(1);
    const [sent] = action.sent;
    expect(sent?.get('Phone')).toBe('2125550199');
    expect(sent?.get('xmIwtLD')).toBe('contact');
    expect(sent?.get('LEADCF17')).toBe(window.location.href.slice(0, 255));
    expect(sent?.has(RECAPTCHA_TOKEN_FIELD)).toBe(false);
  });

  it('shows the server’s messages (lib/forms/forms.ts words them) and keeps what was typed', async () => {
    action.answer = (previous) => ({
      ...previous,
      status: 'invalid',
      values: { Phone: '12345' },
      errors: { Phone: 'Please use only numbers' },
      attempt: previous.attempt + 1,
    });
    const form = renderForm();
    fireEvent.change(phone(), { target: { value: '12345' } });
    // Past the browser's own check, as a browser without validation would be.
    form.noValidate = true;
    await act(async () => void fireEvent.submit(form));
    expect(phone()).toHaveAccessibleDescription('Please use only numbers');
    expect(phone()).toHaveValue('12345');
  });

  it('says so, keeping every value, when the site could not store the lead', async () => {
    action.answer = (previous) => ({
      ...previous,
      status: 'failed',
      values: {},
      errors: {},
      attempt: previous.attempt + 1,
    });
    const form = renderForm();
    fireEvent.change(phone(), { target: { value: '2125550199' } });
    await act(async () => void fireEvent.submit(form));
    expect(screen.getByRole('alert')).toHaveTextContent(LEAD_FORM_COPY.notStored);
    expect(phone()).toHaveValue('2125550199');
  });

  it('adds a v3 token for the form’s action when the script has loaded', async () => {
    recaptcha.execute = vi.fn().mockResolvedValue('token-123');
    const form = renderForm();
    fireEvent.change(phone(), { target: { value: '2125550199' } });
    await act(async () => void fireEvent.submit(form));
    expect(recaptcha.execute).toHaveBeenCalledWith('contact');
    expect(action.sent[0]?.get(RECAPTCHA_TOKEN_FIELD)).toBe('token-123');
  });

  it('still sends, without a token, when reCAPTCHA fails or never answers', async () => {
    recaptcha.execute = vi.fn().mockRejectedValue(new Error('blocked'));
    const form = renderForm();
    fireEvent.change(phone(), { target: { value: '2125550199' } });
    await act(async () => void fireEvent.submit(form));
    expect(action.sent).toHaveLength(1);

    vi.useFakeTimers();
    recaptcha.execute = vi.fn(() => new Promise<string>(() => {}));
    fireEvent.submit(form);
    await act(async () => void (await vi.advanceTimersByTimeAsync(RECAPTCHA_TIMEOUT_MS)));
    expect(action.sent).toHaveLength(2);
    expect(action.sent[1]?.has(RECAPTCHA_TOKEN_FIELD)).toBe(false);
  });
});
