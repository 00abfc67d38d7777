// The lead pipeline under load: with the CRM stand-in stopped, how many contact-form submissions per
// second the site takes (each written to the SQLite journal before its 303 to the thank-you page), then, with
// the stand-in back, how long until the queue of those leads is empty (GET /api/health's pending count).
// It starts its own e2e environment, or uses BENCH_SITE_URL when that is a running `node scripts/e2e/servers.mjs`
// of the same E2E_INSTANCE (the stand-in is stopped and started through that environment's control port). The
// environment sends lead alerts to its own receivers; E2E_ALERTS=off measures without them.
//   npm run bench:leads -- [--leads 1000] [--connections 10]
import autocannon from 'autocannon';
import { DomUtils, parseDocument } from 'htmlparser2';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { E2E_URLS } from '../e2e/config.mjs';
import { withSite } from './environment.mjs';

const { values } = parseArgs({
  options: { leads: { type: 'string', default: '1000' }, connections: { type: 'string', default: '10' } },
});
const LEADS = Number(values.leads);
const DRAIN_TIMEOUT_MS = 5 * 60_000;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const control = async (action) => {
  const response = await fetch(`${E2E_URLS.control}/content-api/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`content API ${action}: ${response.status}`);
};
const health = async (site) => (await fetch(`${site}/api/health`)).json();
const pending = async (site) => (await health(site)).leads.pending;

/** The contact form as a browser without JavaScript posts it: the page's hidden fields (the action's own too). */
async function contactForm(site) {
  const html = await (await fetch(`${site}/contact-us`)).text();
  const form = DomUtils.findOne((node) => node.name === 'form', parseDocument(html).children);
  const body = new FormData();
  for (const input of DomUtils.findAll((node) => node.name === 'input', [form])) {
    if (input.attribs.type === 'hidden') body.append(input.attribs.name, input.attribs.value ?? '');
  }
  const typed = { 'First Name': 'Grace', 'Last Name': 'Hopper', Email: 'grace@bench.example', Phone: '2125550123' };
  for (const [name, value] of Object.entries({ ...typed, LEADCF3: 'General Questions', Description: 'Bench' }))
    body.append(name, value);
  body.append('website', '');
  const request = new Request(`${site}/contact-us`, { method: 'POST', body });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') };
}

await withSite(async (site) => {
  const { body, type } = await contactForm(site);
  const before = await pending(site);
  await control('stop');
  let visitor = 0;
  console.log(`Load average before: ${load()}`);
  // autocannon ends a run at its next 1 s sample, so the time is taken from the last answer instead.
  const sending = performance.now();
  let last = sending;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${site}/contact-us`,
        connections: Number(values.connections),
        amount: LEADS,
        requests: [
          {
            method: 'POST',
            body,
            // A new visitor per lead (the site takes 10 per address in 10 minutes), as the edge would forward it.
            setupRequest: (request) => {
              visitor += 1;
              const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
              return { ...request, headers: { 'content-type': type, 'x-forwarded-for': address } };
            },
          },
        ],
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
    instance.on('response', () => (last = performance.now()));
  });
  const seconds = (last - sending) / 1000;
  const thanked = result['3xx'];
  const stored = (await pending(site)) - before;
  console.log(
    `CRM down: ${thanked} of ${LEADS} submissions thanked (303) in ${seconds.toFixed(2)} s: ` +
      `${(thanked / seconds).toFixed(0)} leads/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ` +
      `${stored} pending in the journal; load average ${load()}`,
  );
  const back = performance.now();
  await control('start');
  const started = performance.now();
  while ((await pending(site)) > before) {
    if (performance.now() - started > DRAIN_TIMEOUT_MS) throw new Error('the queue did not empty within 5 min');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const ms = performance.now() - back;
  console.log(
    `CRM back: ${stored} pending leads delivered, queue empty ${(ms / 1000).toFixed(1)} s after the stand-in was started`,
  );
  console.log(`(starting the stand-in took ${((started - back) / 1000).toFixed(1)} s of that); load average ${load()}`);
  // With alerts on (the e2e environment's own SMTP server and webhook, unless E2E_ALERTS=off): until all are sent.
  if (!(await health(site)).alerts) return console.log('alerts: off');
  while ((await health(site)).alerts.pending > 0) {
    if (performance.now() - started > DRAIN_TIMEOUT_MS) throw new Error('the alerts were not sent within 5 min');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { alerts } = await health(site);
  console.log(
    `alerts: ${alerts.sent} sent, ${alerts.dead} given up, none pending ${((performance.now() - back) / 1000).toFixed(1)} s ` +
      `after the stand-in was started; load average ${load()}`,
  );
});
