// @vitest-environment node
// One unit for every limit of a lead: the longest lead each form accepts, in Chinese, Cyrillic
// and emoji, is delivered by the site's worker to the real content API and CRM stand-in, and stored as sent.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  SUBMIT_TOKEN,
  startServer,
  type TestServer,
  removeTempDirs,
} from '../../../content-api/tests/helpers';
import { CRM_FIELDS as F, CRM_FIELD_REPEATS, CRM_FORM_IDS, type CrmFormId } from '@/lib/forms/crm';
import { ACTION_BODY_LIMIT_KB } from '@/lib/forms/body-limit';
import { crmHiddenFields } from '@/lib/forms/forms';
import { checkCrmLead, CRM_RULES, crmLimit } from '@/lib/forms/crm-rules';
import { deliverLead, type DeliveryTargets } from '@/lib/leads/deliver';
import { ATTRIBUTION_FIELD, TOUCH_KEYS, TOUCH_VALUE_LIMIT } from '@/lib/leads/attribution';
import { ATTRIBUTION_JSON_LIMIT } from '@/lib/leads/attribution-post';
import type { Lead, LeadFields } from '@/lib/leads/lead';
import { site } from '@/lib/site';
import { QUOTE_CONTEXT_LIMITS, QUOTE_LIMITS, validateQuote } from '@site/shared/quote-rules';

let backend: TestServer;
let targets: DeliveryTargets;

beforeAll(async () => {
  backend = await startServer({ argv: ['--blogs', '2', '--events', '1'], env: { SITE_URL: site.siteUrl } });
  await backend.app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(backend.app.server.address() as AddressInfo).port}`;
  targets = {
    crmUrl: `${origin}/crm/web-to-lead`,
    quoteUrl: `${origin}/api/v1/service-form-submit-action`,
    quoteToken: SUBMIT_TOKEN,
    timeoutMs: 5_000,
  };
}, 60_000);
afterAll(async () => {
  await backend?.app.close();
  removeTempDirs();
});

/** The costliest characters of each kind once form-encoded: 9 bytes a code unit, 6 for an emoji's two. */
const SCRIPTS = { Chinese: '李', Cyrillic: 'Ж', emoji: '😀' } as const;
const fill = (limit: number, char: string) => char.repeat(Math.floor(limit / char.length));
/** The longest page a lead can name (LEADCF17 and the quote's pageUrl keep 255 characters). */
const page = (limit: number) => `${site.siteUrl}/${'a'.repeat(limit - site.siteUrl.length - 1)}`;

/** A field's longest value the form's rules accept, in `char` where the rule allows any text. */
function longest(name: string, char: string, n = 0): string {
  const limit = crmLimit(name);
  if (name === F.phone) return '2125550123';
  if (name === F.email) return `${fill(limit - 6, char)}@x.${char}${n}`.slice(-limit);
  if (name === F.companyWebsite) return `https://x.example/${fill(limit - 18, 'a')}`;
  if (name === F.firstName || name === F.lastName) return fill(limit, char === '😀' ? 'Ж' : char);
  return fill(limit - 2, char) + String(n).padStart(2, '0');
}

function longestCrmLead(formId: CrmFormId, char: string): LeadFields {
  const fields: LeadFields = {};
  for (const name of Object.keys(CRM_RULES[formId])) {
    const repeats = CRM_FIELD_REPEATS[name];
    fields[name] = repeats ? Array.from({ length: repeats }, (_, n) => longest(name, char, n)) : longest(name, char);
  }
  return fields;
}

const lead = (id: string, formId: Lead['formId'], fields: LeadFields): Lead => ({
  id,
  formId,
  fields,
  pageUrl: site.siteUrl,
  state: 'pending',
  createdAt: 0,
  queuedAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  reason: null,
  updatedAt: 0,
  attribution: null,
  privacyNoticeDate: null,
});

async function storedLead(id: string) {
  const response = await backend.app.inject({
    url: '/admin/leads',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const leads = response.json() as { fields: Record<string, unknown> }[];
  return leads.find((stored) => stored.fields.lead_id === id)?.fields;
}

/** The tab's attribution as the recorder posts it at its longest: every key of both touches at 255 `char`. */
const longestAttribution = (char: string) => {
  const touch = Object.fromEntries(TOUCH_KEYS.map((key) => [key, fill(TOUCH_VALUE_LIMIT, char)]));
  return JSON.stringify({ first: touch, latest: touch });
};

/**
 * The multipart body a browser posts to a server action (raw UTF-8), with a reCAPTCHA token, the attribution and
 * Next's own fields.
 */
async function postedBytes(fields: LeadFields, char: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  form.append(ATTRIBUTION_FIELD, longestAttribution(char));
  form.append('g-recaptcha-response', 'x'.repeat(2_000));
  form.append('lead_started', '1'.repeat(13) + '.' + 'x'.repeat(43));
  form.append('$ACTION_REF_1', '');
  form.append('$ACTION_1:0', JSON.stringify({ id: 'x'.repeat(42), bound: '$@1' }));
  return (await new Response(form).arrayBuffer()).byteLength;
}

it('the longest post of every form, in the costliest script, fits the server actions’ and the edge’s limit', async () => {
  const nginx = readFileSync('deploy/nginx.conf', 'utf8');
  expect(nginx).toContain(`client_max_body_size ${ACTION_BODY_LIMIT_KB}k;`);
  for (const char of Object.values(SCRIPTS))
    for (const formId of Object.values(CRM_FORM_IDS)) {
      const fields = { ...longestCrmLead(formId, char), ...crmHiddenFields(formId, page(255)) };
      expect(await postedBytes(fields, char), `${formId} in ${char}`).toBeLessThan(ACTION_BODY_LIMIT_KB * 1024);
    }
});

it('the longest attribution in each script is one the server reads', () => {
  for (const char of [...Object.values(SCRIPTS), '"'])
    expect(longestAttribution(char).length, char).toBeLessThanOrEqual(ATTRIBUTION_JSON_LIMIT);
});

describe.each(Object.entries(SCRIPTS))('the longest lead of each form in %s', (script, char) => {
  it.each(Object.values(CRM_FORM_IDS))('%s reaches the CRM stand-in whole', async (formId) => {
    const fields = longestCrmLead(formId, char);
    expect(checkCrmLead(formId, fields), 'the site accepts it').toEqual({});
    const id = `0193a000-0000-7000-8000-${script.length}${formId.length}`.padEnd(36, '0');
    // As the action stores it: the hidden fields the server sets, from the longest page URL.
    const stored = { ...fields, ...crmHiddenFields(formId, page(255)) };
    expect(await deliverLead(lead(id, formId, stored), targets)).toEqual({ kind: 'delivered' });
    expect(await storedLead(id)).toMatchObject(stored);
  });

  it('the quote reaches the content API whole', async () => {
    const fields = {
      fullname: fill(QUOTE_LIMITS.fullname, char),
      email: `${fill(QUOTE_LIMITS.email - 6, char)}@x.${char}`.slice(-QUOTE_LIMITS.email),
      phoneno: '2125550123',
      description: fill(QUOTE_LIMITS.description, char),
      pageUrl: page(QUOTE_CONTEXT_LIMITS.pageUrl),
      service_title: fill(QUOTE_CONTEXT_LIMITS.service_title, char),
    };
    expect(validateQuote(fields), 'the site accepts it').toEqual({});
    const id = `0193a000-0000-7000-9000-${script.length}`.padEnd(36, '0');
    expect(await deliverLead(lead(id, 'quote', fields), targets)).toEqual({ kind: 'delivered' });
    expect(await storedLead(id)).toMatchObject(fields);
  });
});
