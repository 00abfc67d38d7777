import { describe, expect, it } from 'vitest';
import { CRM_FIELDS, SUBMITTED_FROM_MAX } from '@/lib/forms/crm';
import { serviceLeadHiddenFields } from '@/lib/forms/service-lead';

describe('serviceLeadHiddenFields', () => {
  it('carries the CRM defaults, the form id, the thank-you=2 return URL and the page', () => {
    expect(serviceLeadHiddenFields('https://www.example.com', 'https://www.example.com/services/qa')).toMatchObject({
      [CRM_FIELDS.enquiryType]: 'Remote Talent Leads',
      [CRM_FIELDS.leadSource]: 'Website',
      [CRM_FIELDS.leadStatus]: 'Not Contacted',
      [CRM_FIELDS.formId]: 'service-lead',
      [CRM_FIELDS.returnUrl]: 'https://www.example.com/thank-you?thank-you=2',
      [CRM_FIELDS.submittedFrom]: 'https://www.example.com/services/qa',
    });
  });

  it('cuts the page URL to what the CRM keeps', () => {
    const long = `https://www.example.com/${'a'.repeat(400)}`;
    expect(serviceLeadHiddenFields('https://www.example.com', long)[CRM_FIELDS.submittedFrom]).toHaveLength(
      SUBMITTED_FROM_MAX,
    );
  });
});
