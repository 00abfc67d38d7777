import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecaptchaProvider } from '@/components/providers/RecaptchaProvider';

afterEach(() => vi.restoreAllMocks());

describe('RecaptchaProvider', () => {
  it('renders the app and loads no reCAPTCHA script on a page without a form, even with a key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <RecaptchaProvider siteKey="test-site-key">
        <p>Page content</p>
      </RecaptchaProvider>,
    );
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
