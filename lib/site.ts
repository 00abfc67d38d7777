// Everything the site needs from its environment, validated once when first imported.
import { z } from 'zod';
import { MIN_SECRET_LENGTH } from './secret-length.mjs';
import { brandNamed } from './config/brand-named';
import { MAX_VIEWS_PER_DAY, VIEWS_PER_ADDRESS_PER_DAY } from './vitals/store';
import { parseAttributionFields } from '@site/shared/crm-attribution';

const officeSchema = z.object({
  country: z.string().min(1),
  city: z.string().min(1),
  street: z.string().min(1),
  region: z.string().min(1),
  postalCode: z.string().min(1),
  countryCode: z.string().length(2),
  phone: z.string().min(1),
});
export type Office = z.infer<typeof officeSchema>;

const DEFAULT_OFFICES: Office[] = [
  {
    country: 'Canada',
    city: 'Toronto',
    street: '100 King Street West, Suite 5600',
    region: 'ON',
    postalCode: 'M5X 1C9',
    countryCode: 'CA',
    phone: '+1 416 555 0142',
  },
  {
    country: 'Colombia',
    city: 'Medellín',
    street: 'Carrera 43A #1-50, Torre 2, Piso 9',
    region: 'Antioquia',
    postalCode: '050021',
    countryCode: 'CO',
    phone: '+57 604 555 0187',
  },
  {
    country: 'India',
    city: 'Kolkata',
    street: 'DN-24, Sector V, Salt Lake City',
    region: 'West Bengal',
    postalCode: '700091',
    countryCode: 'IN',
    phone: '+91 33 5550 1960',
  },
  {
    country: 'USA',
    city: 'New York',
    street: '245 Park Avenue, 24th Floor',
    region: 'NY',
    postalCode: '10167',
    countryCode: 'US',
    phone: '+1 212 555 0199',
  },
];

const url = z.url({ protocol: /^https?$/ });
const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Comma-separated http(s) origins (no path or query): the only places the server sends its refreshes to. */
const originList = optional.transform((list, context) =>
  (list ?? '').split(',').flatMap((entry) => {
    const trimmed = entry.trim().replace(/\/+$/, '');
    if (!trimmed) return [];
    if (url.safeParse(trimmed).success && new URL(trimmed).origin === trimmed) return [trimmed];
    context.addIssue({ code: 'custom', message: `${JSON.stringify(entry.trim())} is not an http(s) origin` });
    return [];
  }),
);

/** `utm_source=LEADCF20,latest.utm_campaign=LEADCF21`: where each lead's attribution goes in the CRM. */
const attributionFields = optional.transform((text, context) => {
  const parsed = parseAttributionFields(text);
  if (parsed.ok) return parsed.fields;
  for (const message of parsed.problems) context.addIssue({ code: 'custom', message });
  return [];
});

const envSchema = z.object({
  SITE_URL: url.default('http://localhost:3000'),
  CONTENT_API_URL: url.default('http://127.0.0.1:4010'),
  CONTENT_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  BRAND_NAME: z.string().min(2).default('Talentbridge'),
  CONTACT_EMAIL: z.email().default('sales@talentbridge.example'),
  CONTACT_PHONE: z.string().min(5).default('+1 212 555 0199'),
  CAREERS_EMAIL: z.email().default('careers@talentbridge.example'),
  CLIENT_PORTAL_URL: url.default('https://client.talentbridge.example/login'),
  CANDIDATE_PORTAL_URL: url.default('https://talent.talentbridge.example/login'),
  CRM_WEB_TO_LEAD_URL: url.optional(),
  // Which CRM fields receive a lead's campaign, click id and landing page (docs/leads.md); unset, none are sent.
  CRM_ATTRIBUTION_FIELDS: attributionFields,
  BOOKING_URL: url.default('https://booking.talentbridge.example/discovery-call'),
  RECAPTCHA_SITE_KEY: optional,
  RECAPTCHA_SECRET_KEY: optional,
  // Long enough that guessing is hopeless even without the webhook's limit on failed attempts.
  REVALIDATE_SECRET: optional.pipe(
    z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`).optional(),
  ),
  // Shared with the content API, which signs preview links with it; unset, every preview link is refused.
  PREVIEW_SECRET: optional.pipe(
    z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`).optional(),
  ),
  // Sent with quote submissions: the content API stores none without it.
  CONTENT_API_SUBMIT_TOKEN: optional,
  // The staff console's bearer token for the CMS's admin API (drafts, preview links, redirects); unset, the console
  // says those sections are not set up. Only ever sent to CONTENT_API_URL, from the server.
  CONTENT_ADMIN_TOKEN: optional,
  SITE_OFFICES_JSON: optional,
  // The hire categories' JSON-LD Offer; unset, it is the last day of next year.
  OFFER_PRICE_VALID_UNTIL: optional.pipe(z.iso.date().optional()),
  // The shared cache of several instances (the cache handler Next loads); unset, each keeps its own file cache.
  REDIS_URL: optional.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  // The edges in front of the instances (deploy/nginx.conf), comma-separated origins: after the webhook re-renders a
  // page, its copy there is replaced at once instead of living out its 1 s (docs/revalidation.md).
  EDGE_REFRESH_URLS: originList,
  // The embedded lead journal (docs/leads.md); relative paths are from the directory the site starts in.
  LEADS_JOURNAL: optional.pipe(z.string().default('.data/leads.sqlite')),
  // Delivered leads are deleted after this many days: the CRM is the system of record.
  LEADS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(30),
  // Signs the forms' fill-time tokens and keys erased addresses; every instance needs the same one (unset: derived
  // from REVALIDATE_SECRET).
  LEADS_FORM_SECRET: optional.pipe(
    z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`).optional(),
  ),
  // Lead alerts (docs/leads.md, "Alerts"): the SMTP server for the sales email and the auto-reply, e.g.
  // smtps://user:pass@smtp.example.com; unset, no email is sent.
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  // Who hears of each new lead by email, comma-separated; unset, no alert email.
  LEAD_ALERT_TO: optional
    .pipe(z.string().max(1_000).optional())
    .refine(
      (list) => !list || list.split(',').every((entry) => z.email().safeParse(entry.trim()).success),
      'must be email addresses, comma-separated',
    ),
  // The sender of the alert email and the auto-reply; unset, CONTACT_EMAIL.
  LEAD_ALERT_FROM: optional.pipe(z.email().optional()),
  // A Slack-compatible incoming webhook that gets a message per new lead (never its message body).
  LEAD_ALERT_WEBHOOK_URL: optional.pipe(url.optional()),
  // `on`: each visitor gets a short confirmation email, at most one per address a day (needs SMTP_URL).
  LEAD_AUTOREPLY: z.enum(['on', 'off']).default('off'),
  // The staff console's people, passkeys, sessions and audit log (docs/staff-console.md); with REDIS_URL, Redis.
  STAFF_DB: optional.pipe(z.string().default('.data/staff.sqlite')),
  // Signs staff invitations; every instance needs the same one. Unset: no invitation can be made or opened.
  STAFF_SECRET: optional.pipe(
    z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`).optional(),
  ),
  // Reads the Web Vitals summary (GET /api/vitals, docs/field-data.md); unset, that GET answers 404.
  VITALS_READ_TOKEN: optional.pipe(
    z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`).optional(),
  ),
  // The share of page loads that report their Web Vitals, 0 to 1; read when a page is rendered.
  VITALS_SAMPLE_RATE: optional.pipe(z.coerce.number<string | undefined>().min(0).max(1).default(1)),
  // Views /api/vitals keeps from one address (an IPv6 /64) in 24 hours, per instance; 1 to the day's 50,000.
  VITALS_VIEWS_PER_ADDRESS: optional.pipe(
    z.coerce.number<string | undefined>().int().min(1).max(MAX_VIEWS_PER_DAY).default(VIEWS_PER_ADDRESS_PER_DAY),
  ),
});

function parseOffices(json: string | undefined): Office[] {
  if (!json) return DEFAULT_OFFICES;
  return z.array(officeSchema).min(1).parse(JSON.parse(json));
}

type Env = Record<string, string | undefined>;

function loadSite(env: Env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(
      `Invalid site configuration. Fix these environment variables (see .env.example):\n- ${problems.join('\n- ')}`,
    );
  }
  const e = parsed.data;
  const siteUrl = e.SITE_URL.replace(/\/+$/, '');
  const contentApiUrl = e.CONTENT_API_URL.replace(/\/+$/, '');
  return {
    siteUrl,
    contentApiUrl,
    contentApiTimeoutMs: e.CONTENT_API_TIMEOUT_MS,
    brand: brandNamed(e.BRAND_NAME),
    contact: { email: e.CONTACT_EMAIL, phone: e.CONTACT_PHONE, careersEmail: e.CAREERS_EMAIL },
    portals: { client: e.CLIENT_PORTAL_URL, candidate: e.CANDIDATE_PORTAL_URL },
    crmWebToLeadUrl: e.CRM_WEB_TO_LEAD_URL ?? `${contentApiUrl}/crm/web-to-lead`,
    crmAttributionFields: e.CRM_ATTRIBUTION_FIELDS,
    bookingUrl: e.BOOKING_URL,
    recaptcha: { siteKey: e.RECAPTCHA_SITE_KEY, secretKey: e.RECAPTCHA_SECRET_KEY },
    revalidateSecret: e.REVALIDATE_SECRET,
    previewSecret: e.PREVIEW_SECRET,
    contentApiSubmitToken: e.CONTENT_API_SUBMIT_TOKEN,
    contentAdminToken: e.CONTENT_ADMIN_TOKEN,
    offices: parseOffices(e.SITE_OFFICES_JSON),
    offerPriceValidUntil: e.OFFER_PRICE_VALID_UNTIL,
    redisUrl: e.REDIS_URL,
    edgeRefreshOrigins: e.EDGE_REFRESH_URLS,
    leads: { journal: e.LEADS_JOURNAL, retentionDays: e.LEADS_RETENTION_DAYS, formSecret: e.LEADS_FORM_SECRET },
    staff: { db: e.STAFF_DB, secret: e.STAFF_SECRET },
    vitals: {
      readToken: e.VITALS_READ_TOKEN,
      sampleRate: e.VITALS_SAMPLE_RATE,
      viewsPerAddress: e.VITALS_VIEWS_PER_ADDRESS,
    },
    alerts: {
      smtpUrl: e.SMTP_URL,
      to:
        e.LEAD_ALERT_TO?.split(',')
          .map((address) => address.trim())
          .filter(Boolean) ?? [],
      from: e.LEAD_ALERT_FROM ?? e.CONTACT_EMAIL,
      webhookUrl: e.LEAD_ALERT_WEBHOOK_URL,
      autoreply: e.LEAD_AUTOREPLY === 'on',
    },
  } as const;
}

export type Site = ReturnType<typeof loadSite>;
export const site: Site = loadSite(process.env);
export { loadSite };
