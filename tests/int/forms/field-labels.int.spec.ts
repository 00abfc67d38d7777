// @vitest-environment node
// The console names a lead's fields by its form's labels: a field a form gains without one would show unnamed.
import { describe, expect, it } from 'vitest';
import { formLabels, LEAD_FORM_IDS } from '@/lib/forms/definitions';
import { LEAD_FORMS } from '@/lib/forms/forms';
import { CRM_FORM_FIELDS } from '@site/shared/crm-forms';
import { QUOTE_COUNTRY_FIELD, QUOTE_FIELDS } from '@site/shared/quote-rules';

describe('each lead form’s labels', () => {
  it('name every visible field of the form and nothing else, in words', () => {
    for (const [form, fields] of Object.entries(CRM_FORM_FIELDS))
      expect(Object.keys(formLabels(form as keyof typeof CRM_FORM_FIELDS)), form).toEqual(Object.keys(fields));
    expect(Object.keys(formLabels('quote')).sort()).toEqual([...QUOTE_FIELDS, QUOTE_COUNTRY_FIELD].sort());
    // Words, not the CRM's or the quote's input names (`LEADCF3`, `phoneno`).
    for (const form of LEAD_FORM_IDS)
      for (const label of Object.values(formLabels(form))) expect(label).not.toMatch(/LEADCF|^[a-z_]+$/);
  });

  it('are the form definition’s own', () => {
    for (const form of LEAD_FORM_IDS) expect(LEAD_FORMS[form].labels).toEqual(formLabels(form));
  });
});
