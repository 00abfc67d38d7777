// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CRM_FIELDS, CRM_FORM_IDS, CRM_HIDDEN_DEFAULTS, SUBMITTED_FROM_MAX } from '@/lib/forms/crm';
import { crmHiddenFields } from '@/lib/forms/forms';
import { site } from '@/lib/site';

describe('the CRM forms’ hidden fields', () => {
  it('send a schedule-a-call lead back to the booking step, with the skill count', () => {
    const hidden = crmHiddenFields('schedule-a-call', `${site.siteUrl}/schedule-a-call`);
    expect(hidden).toMatchObject(CRM_HIDDEN_DEFAULTS);
    expect(hidden[CRM_FIELDS.formId]).toBe(CRM_FORM_IDS.scheduleCall);
    expect(hidden[CRM_FIELDS.returnUrl]).toBe(`${site.siteUrl}/book-an-event`);
    expect(hidden[CRM_FIELDS.submittedFrom]).toBe(`${site.siteUrl}/schedule-a-call`);
    expect(hidden[CRM_FIELDS.skillCount]).toBe('13');
  });

  it('send a contact lead to the thank-you page with its token', () => {
    const hidden = crmHiddenFields('contact', `${site.siteUrl}/contact-us`);
    expect(hidden).toMatchObject(CRM_HIDDEN_DEFAULTS);
    expect(hidden[CRM_FIELDS.formId]).toBe(CRM_FORM_IDS.contact);
    expect(hidden[CRM_FIELDS.returnUrl]).toBe(`${site.siteUrl}/thank-you?thank-you=3`);
    expect(hidden[CRM_FIELDS.token]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('send a service lead to thank-you=2 from its page, cut to what the CRM keeps', () => {
    const page = `${site.siteUrl}/services/qa`;
    expect(crmHiddenFields('service-lead', page)).toEqual({
      ...CRM_HIDDEN_DEFAULTS,
      [CRM_FIELDS.formId]: 'service-lead',
      [CRM_FIELDS.returnUrl]: `${site.siteUrl}/thank-you?thank-you=2`,
      [CRM_FIELDS.submittedFrom]: page,
    });
    const long = `${site.siteUrl}/${'a'.repeat(400)}`;
    expect(crmHiddenFields('service-lead', long)[CRM_FIELDS.submittedFrom]).toHaveLength(SUBMITTED_FROM_MAX);
  });
});
