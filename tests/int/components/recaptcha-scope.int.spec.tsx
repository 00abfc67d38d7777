import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecaptchaScope } from '@/components/providers/RecaptchaScope';

// The library only logs in production builds, which is what visitors get.
beforeEach(() => vi.stubEnv('NODE_ENV', 'production'));
afterEach(() => {
  vi.unstubAllEnvs();
  document.getElementById('recaptcha-v3')?.remove();
});

describe('RecaptchaScope', () => {
  it('renders the form and warns when no site key is configured', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <RecaptchaScope>
        <p>Form</p>
      </RecaptchaScope>,
    );
    expect(screen.getByText('Form')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('<GoogleReCaptchaProvider /> recaptcha key not provided');
    expect(document.getElementById('recaptcha-v3')).toBeNull();
  });

  it("injects the page's key in its script after mount, async, and keeps working when it fails to load", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <RecaptchaScope siteKey="test-site-key">
        <p>Form</p>
      </RecaptchaScope>,
    );
    const script = document.getElementById('recaptcha-v3') as HTMLScriptElement;
    expect(script.src).toContain('render=test-site-key');
    expect(script.async).toBe(true);
    act(() => script.dispatchEvent(new Event('error')));
    expect(warn).toHaveBeenCalledWith('Error loading google recaptcha script');
    expect(screen.getByText('Form')).toBeInTheDocument();
  });
});
