import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuoteForm } from '@/components/forms/quote/QuoteForm';
import { QUOTE_MESSAGES } from '@site/shared/quote-rules';
import { initialLeadState, type LeadFormState } from '@/lib/forms/state';
import { PHONE_COUNTRIES } from '../support/phone-countries';

const sendLead = vi.fn<(state: LeadFormState, form: FormData) => Promise<LeadFormState>>();
vi.mock('@/lib/forms/action', () => ({
  sendLead: (state: LeadFormState, form: FormData) => sendLead(state, form),
}));

afterEach(() => {
  sendLead.mockReset();
  vi.restoreAllMocks();
});

const renderForm = () =>
  render(<QuoteForm pageUrl="http://localhost:3000/services/qa" serviceTitle="QA Teams" countries={PHONE_COUNTRIES} />);

async function fillAndSend(values: Partial<Record<'Name' | 'Email' | 'Phone No.', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Get a Quote' }));
  return user;
}

describe('QuoteForm', () => {
  it('checks on submit: the spec’s messages under the fields, one console line, no call', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderForm();
    await fillAndSend({});
    for (const message of [QUOTE_MESSAGES.nameRequired, QUOTE_MESSAGES.emailRequired, QUOTE_MESSAGES.phoneRequired])
      expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(log).toHaveBeenCalledTimes(1);
    expect(sendLead).not.toHaveBeenCalled();
  });

  it.each([
    [{ Email: 'a@b', 'Phone No.': '123' }, [QUOTE_MESSAGES.emailInvalid, QUOTE_MESSAGES.phoneLength]],
    [{ Email: 'a@b.co', 'Phone No.': '12345abcde' }, [QUOTE_MESSAGES.phoneNumeric]],
  ])('explains a bad value (%o)', async (values, messages) => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderForm();
    await fillAndSend({ Name: 'Ada', ...values });
    for (const message of messages) expect(screen.getByText(message)).toBeVisible();
  });

  it('sends a valid request once with its context, and shows the dialog with the values kept on failure', async () => {
    // No reCAPTCHA provider here: the form sends without a token, as it does when the script cannot load.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sendLead.mockImplementation(async (state, form) => ({
      ...state,
      status: 'failed',
      values: {
        fullname: String(form.get('fullname')),
        email: String(form.get('email')),
        phoneno: String(form.get('phoneno')),
        description: '',
      },
      errors: {},
      attempt: state.attempt + 1,
    }));
    renderForm();
    await fillAndSend({ Name: 'Ada', Email: 'ada@example.com', 'Phone No.': '5551234567' });
    expect(await screen.findByRole('dialog', { name: 'Something went wrong!' })).toBeVisible();
    expect(sendLead).toHaveBeenCalledTimes(1);
    const form = sendLead.mock.calls[0]?.[1];
    expect(form?.get('pageUrl')).toBe('http://localhost:3000/services/qa');
    expect(form?.get('service_title')).toBe('QA Teams');
    // The first send starts from the initial state: its answer is attempt 1, so the dialog opens.
    expect(sendLead.mock.calls[0]?.[0]).toEqual(initialLeadState('quote'));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Phone No.')).toHaveValue('5551234567');
  });
});
