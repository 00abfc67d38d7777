import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecaptchaProvider } from '@/components/providers/RecaptchaProvider';

// The library only logs in production builds, which is what visitors get.
beforeEach(() => vi.stubEnv('NODE_ENV', 'production'));
afterEach(() => {
  vi.unstubAllEnvs();
  document.getElementById('recaptcha-v3')?.remove();
});

describe('RecaptchaProvider', () => {
  it('renders the app and warns when no site key is configured', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <RecaptchaProvider>
        <p>Page content</p>
      </RecaptchaProvider>,
    );
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('<GoogleReCaptchaProvider /> recaptcha key not provided');
    expect(document.getElementById('recaptcha-v3')).toBeNull();
  });

  it('injects its script after mount, async, and keeps working when it fails to load', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <RecaptchaProvider siteKey="test-site-key">
        <p>Page content</p>
      </RecaptchaProvider>,
    );
    const script = document.getElementById('recaptcha-v3') as HTMLScriptElement;
    expect(script.src).toContain('render=test-site-key');
    expect(script.async).toBe(true);
    act(() => script.dispatchEvent(new Event('error')));
    expect(warn).toHaveBeenCalledWith('Error loading google recaptcha script');
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});
