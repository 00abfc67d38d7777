// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CRM_FIELDS, CRM_FORM_IDS, CRM_HIDDEN_DEFAULTS, SUBMITTED_FROM_MAX } from '@/lib/forms/crm';
import { contactHidden, scheduleCallHidden } from '@/lib/forms/lead-hidden';
import { site } from '@/lib/site';

describe('the lead forms’ hidden fields', () => {
  it('sends a schedule-a-call lead back to the booking step, with the skill count', () => {
    const hidden = scheduleCallHidden();
    expect(hidden).toMatchObject(CRM_HIDDEN_DEFAULTS);
    expect(hidden[CRM_FIELDS.formId]).toBe(CRM_FORM_IDS.scheduleCall);
    expect(hidden[CRM_FIELDS.returnUrl]).toBe(`${site.siteUrl}/book-an-event`);
    expect(hidden[CRM_FIELDS.submittedFrom]).toBe(`${site.siteUrl}/schedule-a-call`);
    expect(hidden[CRM_FIELDS.skillCount]).toBe('13');
  });

  it('sends a contact lead to the thank-you page with its token', () => {
    const hidden = contactHidden();
    expect(hidden).toMatchObject(CRM_HIDDEN_DEFAULTS);
    expect(hidden[CRM_FIELDS.formId]).toBe(CRM_FORM_IDS.contact);
    expect(hidden[CRM_FIELDS.returnUrl]).toBe(`${site.siteUrl}/thank-you?thank-you=3`);
    expect(hidden[CRM_FIELDS.token]).toMatch(/^[0-9a-f]{32}$/);
    expect(hidden[CRM_FIELDS.submittedFrom]?.length).toBeLessThanOrEqual(SUBMITTED_FROM_MAX);
  });
});
