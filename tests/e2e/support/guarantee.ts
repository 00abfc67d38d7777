// The lead guarantee, shared by its single-instance and Redis runs: 10 leads over the four forms, with JavaScript on
// and off, thanked while the CRM stand-in is down, the sites crashed then and again mid-delivery; every lead arrives
// once, as typed. Ten prove it as well as forty: each form both ways, a crash with leads waiting and one in flight.
import { expect, type Browser, type Locator, type Page } from './test';
import { clearFaults, holdDeliveryAnswers, makeDeliveriesUnavailable } from './faults';
import {
  asReceived,
  latestLead,
  CONTACT_ANSWERS,
  SCHEDULE_ANSWERS,
  SERVICE_LEAD_ANSWERS,
  fillContactForm,
  fillQuoteForm,
  fillScheduleForm,
  fillServiceLeadForm,
  leadsAfter,
  quoteForm,
  serviceLeadForm,
  type StoredLead,
} from './leads';
import { formScriptReady, newVisitor, pastFillMinimum } from './visitors';

export interface SentLead {
  form: string;
  javaScript: boolean;
  /** Every field as the stand-in stores it (asReceived: the phone in E.164), by its name there. */
  typed: Record<string, string | string[]>;
  /** From the post leaving the browser to the thank-you page. */
  thankedInMs: number;
}

interface FormPlan {
  path: string;
  landing: string;
  /** Fills the form with values unique to lead `n` (its message `text`) and clicks its button; answers what arrives. */
  send: (page: Page, n: string, javaScript: boolean, text?: string) => Promise<Record<string, string | string[]>>;
}

/** A message at the forms' longest (3,000 characters) in Chinese, the costliest script once encoded, unique to `n`. */
export const longestMessage = (n: string) => `${'李'.repeat(3_000 - n.length - 1)} ${n}`;

const FORMS: Record<string, FormPlan> = {
  quote: {
    path: '/services/hire-development-team',
    landing: '/thank-you?thank-you=4',
    send: async (page, n, javaScript, text) => {
      const typed = { fullname: 'Alan Turing', email: `quote-${n}@guarantee.example`, phoneno: '5559876543' };
      const answers = { ...typed, description: text ?? `Quote ${n}: a team of four` };
      await fillQuoteForm(page, answers);
      await submit(quoteForm(page), 'Get a Quote', javaScript);
      return asReceived(answers);
    },
  },
  'service-lead': {
    path: '/services/software-development',
    landing: '/thank-you?thank-you=2',
    send: async (page, n, javaScript, text) => {
      const Description = text ?? `Lead ${n}`;
      const answers = { ...SERVICE_LEAD_ANSWERS, Email: `service-${n}@guarantee.example`, Description };
      await fillServiceLeadForm(serviceLeadForm(page), answers);
      await submit(serviceLeadForm(page), 'Send', javaScript);
      return asReceived(answers);
    },
  },
  'schedule-a-call': {
    path: '/schedule-a-call',
    landing: '/book-an-event',
    send: async (page, n, javaScript, text) => {
      const Description = text ?? `Call ${n}`;
      const answers = { ...SCHEDULE_ANSWERS, Email: `schedule-${n}@guarantee.example`, Description };
      await fillScheduleForm(page, answers);
      await submit(page.locator('form'), 'Continue', javaScript);
      return asReceived(answers);
    },
  },
  contact: {
    path: '/contact-us',
    landing: '/thank-you?thank-you=3',
    send: async (page, n, javaScript, text) => {
      const Description = text ?? `Message ${n}`;
      const answers = { ...CONTACT_ANSWERS, Email: `contact-${n}@guarantee.example`, Description };
      await fillContactForm(page, answers);
      await submit(page.locator('form'), 'Send Message', javaScript);
      return asReceived(answers);
    },
  },
};

/** With JavaScript, past the fill-time minimum first, as a person would be. */
async function submit(form: Locator, button: string, javaScript: boolean) {
  if (javaScript) await pastFillMinimum(form);
  await form.getByRole('button', { name: button }).click();
}

/**
 * Lead `index` of a run: the forms in turn, JavaScript on for the first four of every eight, a new visitor each;
 * the first four (one of each form) with the longest message, in Chinese.
 */
export async function sendLead(browser: Browser, site: string, run: string, index: number): Promise<SentLead> {
  const form = Object.keys(FORMS)[index % 4]!;
  const plan = FORMS[form]!;
  const javaScript = Math.floor(index / 4) % 2 === 0;
  const context = await browser.newContext({ javaScriptEnabled: javaScript, extraHTTPHeaders: newVisitor() });
  try {
    const page = await context.newPage();
    await page.goto(`${site}${plan.path}`);
    // Four browsers and the site share the CI's two cores: a chunk took 2.8 s to arrive, hydration past the 5 s default.
    if (javaScript) await formScriptReady(page, 20_000);
    let postedAt = 0;
    // The form's own post (a server action posts to the page's path), not the fill-time token's /api/leads/started.
    page.on('request', (request) => {
      if (request.method() === 'POST' && !new URL(request.url()).pathname.startsWith('/api/')) postedAt ||= Date.now();
    });
    const n = `${run}-${index}`;
    const typed = await plan.send(page, n, javaScript, index < 4 ? longestMessage(n) : undefined);
    await page.waitForURL(`${site}${plan.landing}`);
    return { form, javaScript, typed, thankedInMs: Date.now() - postedAt };
  } finally {
    await context.close();
  }
}

/** Leads `from` to `to` (excluded), `parallel` at a time, each to the next of `sites` in turn. */
export async function sendLeads(browser: Browser, sites: string[], run: string, from: number, to: number) {
  const PARALLEL = 4;
  const sent: SentLead[] = [];
  for (let start = from; start < to; start += PARALLEL) {
    const wave = Array.from({ length: Math.min(PARALLEL, to - start) }, (_, offset) => start + offset);
    sent.push(...(await Promise.all(wave.map((i) => sendLead(browser, sites[i % sites.length]!, run, i)))));
  }
  return sent;
}

/**
 * Renders every page the leads pass through on each site while the content API is up: an instance on a fresh
 * Redis has none cached, and during the outage it can only serve what it has (docs/resilience.md).
 */
export async function warmLeadPages(sites: string[]): Promise<void> {
  const paths = Object.values(FORMS).flatMap((plan) => [plan.path, plan.landing]);
  for (const site of sites)
    for (const path of paths) expect((await fetch(`${site}${path}`)).status, `${site}${path}`).toBe(200);
}

/** The pending count of the site's lead queue, from its health endpoint (a 503 while the CRM is down). */
export async function pendingLeads(site: string): Promise<number> {
  const body = (await (await fetch(`${site}/api/health`)).json()) as { leads: { pending: number } };
  return body.leads.pending;
}

/** Every sent lead at the stand-in within `withinMs`, once (by lead id and by its unique email), as typed. */
export async function expectArrivals(before: number, sent: SentLead[], withinMs: number): Promise<StoredLead[]> {
  await expect
    .poll(async () => (await leadsAfter(before)).length, { timeout: withinMs, intervals: [250] })
    .toBe(sent.length);
  const arrived = await leadsAfter(before);
  expect(new Set(arrived.map((lead) => lead.fields.lead_id)).size).toBe(sent.length);
  const emailOf = (fields: Record<string, unknown>) => fields.email ?? fields.Email;
  for (const lead of sent) {
    const matches = arrived.filter((stored) => emailOf(stored.fields) === emailOf(lead.typed));
    expect(matches, `${lead.form} with JavaScript ${lead.javaScript}`).toHaveLength(1);
    expect(matches[0]!.fields).toMatchObject(lead.typed);
  }
  return arrived;
}

/** How long the CRM stand-in holds its answer after storing a lead (its fault switch's most). */
const HELD_MS = 5_000;

/**
 * The guarantee on `sites` (their leads on one queue): 10 leads thanked during a CRM outage, the sites crashed
 * halfway (every lead thanked is still waiting after it); when the CRM returns it stores each lead and answers 5 s
 * later, and the sites are crashed again mid-delivery (a lead the CRM holds is still waiting at the site); every lead
 * then arrives once, as typed, and none is left waiting within `claimMs` (how long a dead process's claim on a lead
 * lasts) and 30 s.
 */
export async function expectLeadsThroughCrash(
  browser: Browser,
  sites: string[],
  crash: () => Promise<unknown>,
  claimMs: number,
) {
  const site = sites[0]!;
  const before = (await latestLead())?.id ?? 0;
  const waiting = await pendingLeads(site);
  const run = `${sites.length}-${Date.now()}`;
  // The outage and the CRM's return are one switch each, so no lead slips through between them unheld.
  await makeDeliveriesUnavailable();
  try {
    const sent = await sendLeads(browser, sites, run, 0, 5);
    await crash();
    expect(await pendingLeads(site), 'every lead thanked before the crash').toBe(waiting + 5);
    sent.push(...(await sendLeads(browser, sites, run, 5, 10)));
    expect(await pendingLeads(site)).toBe(waiting + 10);

    await holdDeliveryAnswers(HELD_MS);
    // The sites probe the CRM every 15 s while it is down; each lead it stores is answered 5 s later.
    const taken = async () => (await leadsAfter(before)).length;
    await expect.poll(taken, { timeout: 20_000, intervals: [100] }).toBeGreaterThan(0);
    await crash();
    expect(await taken(), 'the CRM took a lead the site still counts as waiting').toBeGreaterThan(
      waiting + 10 - (await pendingLeads(site)),
    );
    await clearFaults();
    // A lead the crash left claimed is sent again once the claim runs out (or sooner, when the CRM's return wakes the
    // queue); the CRM keeps one copy of each lead id.
    await expect.poll(() => pendingLeads(site), { timeout: claimMs + 30_000, intervals: [1_000] }).toBe(waiting);
    await expectArrivals(before, sent, 5_000);
  } finally {
    await clearFaults();
  }
}
