import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrmForm, RECAPTCHA_TIMEOUT_MS, RECAPTCHA_TOKEN_FIELD } from '@/components/forms/CrmForm';
import { InputField } from '@/components/forms/Field';

const recaptcha = vi.hoisted(() => ({ execute: undefined as undefined | ((action: string) => Promise<string>) }));
vi.mock('react-google-recaptcha-v3', () => ({
  GoogleReCaptchaProvider: ({ children }: { children: ReactNode }) => children,
  useGoogleReCaptcha: () => ({ executeRecaptcha: recaptcha.execute }),
}));

let submit: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  submit = vi.fn<() => void>();
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(submit);
});
afterEach(() => {
  recaptcha.execute = undefined;
  vi.useRealTimers();
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

  it('without reCAPTCHA lets the native submit go on, stamped with the page it came from', () => {
    const form = renderForm();
    const event = fireEvent.submit(form);
    expect(event).toBe(true);
    expect(field(form, 'LEADCF17')).toHaveValue(window.location.href.slice(0, 255));
    expect(field(form, RECAPTCHA_TOKEN_FIELD)).toBeNull();
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
