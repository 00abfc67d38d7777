// @vitest-environment node
// The form action stores where a lead came from: the recorder's touches when the browser posts them, else
// the form's page as its Referer names it (a post without JavaScript), and the privacy notice's date, set by the server.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendLead } from '@/lib/forms/action';
import { initialLeadState } from '@/lib/forms/state';
import { POLICIES_LAST_UPDATED_ISO } from '@/lib/copy/policies';
import { leadQueue } from '@/lib/leads/runtime';
import { site } from '@/lib/site';
import { contactPost, formOf, redirectOf, withTemporaryJournal } from '../support/lead-journal';
import { postedFrom } from '../support/request-headers';

vi.mock('next/headers', () => import('../support/request-headers'));
withTemporaryJournal();
afterEach(() => postedFrom(null));

const newest = async () => (await leadQueue().since(0)).at(-1);
const RECORDED = {
  first: { landing_page: '/?utm_source=newsletter&gclid=abc', utm_source: 'newsletter', gclid: 'abc' },
  latest: { landing_page: '/blog?utm_campaign=q1', utm_campaign: 'q1' },
};

describe('where a lead came from, as the form action stores it', () => {
  it('keeps the touches the browser recorded, and the privacy notice’s date whatever the browser says', async () => {
    postedFrom(`${site.siteUrl}/contact-us`);
    const posted = { ...contactPost(), attribution: JSON.stringify(RECORDED), privacyNoticeDate: '1999-01-01' };
    await redirectOf(sendLead(initialLeadState('contact'), formOf(posted)));
    expect(await newest()).toMatchObject({ attribution: RECORDED, privacyNoticeDate: POLICIES_LAST_UPDATED_ISO });
    expect(POLICIES_LAST_UPDATED_ISO).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await newest())?.fields).not.toHaveProperty('attribution');
  });

  it('without JavaScript, takes the page and its utm_ from the Referer, the page the form was on', async () => {
    const page = `${site.siteUrl}/contact-us?utm_source=newsletter&utm_campaign=q1`;
    postedFrom(page);
    // The hidden field was rendered at build time: it names the page without its query.
    await redirectOf(sendLead(initialLeadState('contact'), formOf({ ...contactPost(), attribution: '' })));
    const touch = {
      landing_page: '/contact-us?utm_source=newsletter&utm_campaign=q1',
      utm_source: 'newsletter',
      utm_campaign: 'q1',
    };
    expect((await newest())?.attribution).toEqual({ first: touch, latest: touch });
  });

  it('takes no Referer of another site; the form’s own page then', async () => {
    postedFrom('https://evil.example/?utm_source=forged');
    await redirectOf(
      sendLead(initialLeadState('contact'), formOf(contactPost(`${site.siteUrl}/contact-us?utm_term=t`))),
    );
    const touch = { landing_page: '/contact-us?utm_term=t', utm_term: 't' };
    expect((await newest())?.attribution).toEqual({ first: touch, latest: touch });
  });

  it('does the same for the quote form', async () => {
    postedFrom(`${site.siteUrl}/services/qa?utm_medium=cpc`);
    const quote = { fullname: 'Grace', email: 'grace@example.com', phoneno: '5551234567', description: 'Two' };
    await redirectOf(sendLead(initialLeadState('quote'), formOf({ ...quote, pageUrl: `${site.siteUrl}/services/qa` })));
    const touch = { landing_page: '/services/qa?utm_medium=cpc', utm_medium: 'cpc' };
    expect(await newest()).toMatchObject({
      formId: 'quote',
      attribution: { first: touch, latest: touch },
      privacyNoticeDate: POLICIES_LAST_UPDATED_ISO,
    });
  });
});
