import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrmForm, RECAPTCHA_TIMEOUT_MS, RECAPTCHA_TOKEN_FIELD } from '@/components/forms/CrmForm';
import { InputField } from '@/components/forms/Field';
import { LEAD_FORM_COPY } from '@/lib/copy/lead-forms';
import { CRM_PROBE_TIMEOUT_MS } from '@/lib/forms/crm-reachable';

const recaptcha = vi.hoisted(() => ({ execute: undefined as undefined | ((action: string) => Promise<string>) }));
vi.mock('react-google-recaptcha-v3', () => ({
  GoogleReCaptchaProvider: ({ children }: { children: ReactNode }) => children,
  useGoogleReCaptcha: () => ({ executeRecaptcha: recaptcha.execute }),
}));

let submit: ReturnType<typeof vi.fn<() => void>>;
/** The CRM probe: a no-cors HEAD, which resolves on any answer and rejects when nothing answers. */
let probe: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  submit = vi.fn<() => void>();
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(submit);
  probe = vi.fn<typeof fetch>().mockResolvedValue(new Response(null));
  vi.stubGlobal('fetch', probe);
});
afterEach(() => {
  recaptcha.execute = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <CrmForm
      action="http://crm.test/web-to-lead"
      hidden={{ xmIwtLD: 'contact', LEADCF17: 'http://site.test/contact-us' }}
      messages={{
        Phone: { valueMissing: 'Please enter your 10-digit phone number', patternMismatch: 'Please use only numbers' },
      }}
      recaptchaAction="contact"
      label="Send us a message"
    >
      {(errors) => (
        <InputField id="phone" name="Phone" label="Phone number" required pattern="[0-9]{10}" error={errors.Phone} />
      )}
    </CrmForm>,
  );
  return screen.getByRole('form', { name: 'Send us a message' }) as HTMLFormElement;
}

const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | null;

describe('CrmForm', () => {
  it('posts natively to the CRM with its hidden fields', () => {
    const form = renderForm();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', 'http://crm.test/web-to-lead');
    expect(field(form, 'xmIwtLD')).toHaveValue('contact');
  });

  it('shows our message beside a field the browser refuses, and clears it once the value is valid', () => {
    const form = renderForm();
    act(() => void form.checkValidity());
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveAccessibleDescription('Please enter your 10-digit phone number');
    fireEvent.change(phone, { target: { value: '12345abcde' } });
    act(() => void form.checkValidity());
    expect(screen.getByRole('alert')).toHaveTextContent('Please use only numbers');
    fireEvent.change(phone, { target: { value: '2125550199' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without reCAPTCHA submits natively once the CRM answers, stamped with the page it came from', async () => {
    const form = renderForm();
    await act(async () => void fireEvent.submit(form));
    expect(probe).toHaveBeenCalledWith('http://crm.test/web-to-lead', expect.objectContaining({ mode: 'no-cors' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(field(form, 'LEADCF17')).toHaveValue(window.location.href.slice(0, 255));
    expect(field(form, RECAPTCHA_TOKEN_FIELD)).toBeNull();
  });

  it('when the CRM does not answer, sends nothing, keeps what was typed and says so', async () => {
    probe.mockRejectedValue(new TypeError('Failed to fetch'));
    const form = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '2125550199' } });
    await act(async () => void fireEvent.submit(form));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(LEAD_FORM_COPY.crmUnreachable);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('2125550199');

    probe.mockResolvedValue(new Response(null));
    await act(async () => void fireEvent.submit(form));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends anyway when the CRM is only slow (the probe timed out)', async () => {
    probe.mockRejectedValue(new DOMException(`no answer within ${CRM_PROBE_TIMEOUT_MS} ms`, 'TimeoutError'));
    const form = renderForm();
    await act(async () => void fireEvent.submit(form));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds a v3 token before submitting when the script has loaded', async () => {
    recaptcha.execute = vi.fn().mockResolvedValue('token-123');
    const form = renderForm();
    await act(async () => void fireEvent.submit(form));
    expect(recaptcha.execute).toHaveBeenCalledWith('contact');
    expect(field(form, RECAPTCHA_TOKEN_FIELD)).toHaveValue('token-123');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('still submits, without a token, when reCAPTCHA fails or never answers', async () => {
    recaptcha.execute = vi.fn().mockRejectedValue(new Error('blocked'));
    const form = renderForm();
    await act(async () => void fireEvent.submit(form));
    expect(submit).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    recaptcha.execute = vi.fn(() => new Promise<string>(() => {}));
    fireEvent.submit(form);
    await act(async () => void (await vi.advanceTimersByTimeAsync(RECAPTCHA_TIMEOUT_MS)));
    expect(submit).toHaveBeenCalledTimes(2);
    expect(field(form, RECAPTCHA_TOKEN_FIELD)).toBeNull();
  });
});
