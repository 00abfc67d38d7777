// @vitest-environment node
// The hashes the build puts in the CSP are those of the scripts the policy pages really render.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PolicyPage } from '@/components/policies/PolicyPage';
import { PRIVACY_POLICY } from '@/lib/copy/privacy';
import { TERMS_OF_SERVICE } from '@/lib/copy/terms';
import { SITE_INLINE_SCRIPTS } from '@/lib/security/site-inline-scripts';
import { inlineScripts } from '@/next-glue/server/inline-scripts.mjs';

describe("the site's own inline scripts", () => {
  it.each([
    ['privacy policy', PRIVACY_POLICY],
    ['terms of service', TERMS_OF_SERVICE],
  ])('include every script the %s page writes', (_name, policy) => {
    const scripts = inlineScripts(renderToStaticMarkup(<PolicyPage policy={policy} path="/policy" />));
    expect(scripts).toHaveLength(1);
    expect(SITE_INLINE_SCRIPTS).toContain(scripts[0]);
  });
});
