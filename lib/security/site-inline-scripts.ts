// The site's own inline scripts, rendered by the same function and from the same copy as the pages that
// write them, so the hashes the build puts in the CSP cannot drift from what the pages send.
import { openFromHashScript } from '../policies/open-from-hash-script';
import { scriptHashSource } from './script-hash.mjs';
import type { PolicyDocument } from '../copy/policies';
import { PRIVACY_POLICY } from '../copy/privacy';
import { TERMS_OF_SERVICE } from '../copy/terms';

/** Every policy page renders PolicySections, whose deep-link opener names that policy's section ids. */
const POLICIES: readonly PolicyDocument[] = [PRIVACY_POLICY, TERMS_OF_SERVICE];

/** The exact text of each inline script a page of the site writes itself. */
export const SITE_INLINE_SCRIPTS: readonly string[] = POLICIES.map((policy) =>
  openFromHashScript(policy.sections.map((section) => section.id)),
);

/** The hash sources of the site's own inline scripts, for `script-src`. */
export const siteScriptHashes = (): string[] => SITE_INLINE_SCRIPTS.map(scriptHashSource);
