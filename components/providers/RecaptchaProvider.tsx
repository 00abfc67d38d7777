'use client';
import { createContext, use, type ReactNode } from 'react';

const SiteKeyContext = createContext<string | undefined>(undefined);

/**
 * The reCAPTCHA site key for the whole app, and nothing else: the library and its script load only
 * where a form asks for them (`RecaptchaScope`), so pages without a form download neither.
 */
export function RecaptchaProvider({ siteKey, children }: { siteKey?: string; children: ReactNode }) {
  return <SiteKeyContext value={siteKey}>{children}</SiteKeyContext>;
}

/** The site key the root provider holds; undefined when none is configured. */
export const useRecaptchaSiteKey = () => use(SiteKeyContext);
