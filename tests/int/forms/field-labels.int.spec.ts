// @vitest-environment node
// The console names a lead's fields by its form's labels: a field a form gains without one would show unnamed.
import { describe, expect, it } from 'vitest';
import { CRM_RULES } from '@/lib/forms/crm-rules';
import { FIELD_LABELS } from '@/lib/forms/field-labels';
import { LEAD_FORMS } from '@/lib/forms/forms';
import { QUOTE_COUNTRY_FIELD, QUOTE_FIELDS } from '@site/shared/quote-rules';

describe('each lead form’s labels', () => {
  it('name every visible field of the form and nothing else, in words', () => {
    for (const [form, rules] of Object.entries(CRM_RULES))
      expect(Object.keys(FIELD_LABELS[form as keyof typeof CRM_RULES]).sort(), form).toEqual(Object.keys(rules).sort());
    expect(Object.keys(FIELD_LABELS.quote).sort()).toEqual([...QUOTE_FIELDS, QUOTE_COUNTRY_FIELD].sort());
    // Words, not the CRM's or the quote's input names (`LEADCF3`, `phoneno`).
    for (const labels of Object.values(FIELD_LABELS))
      for (const label of Object.values(labels)) expect(label).not.toMatch(/LEADCF|^[a-z_]+$/);
  });

  it('are the form definition’s own', () => {
    for (const [form, definition] of Object.entries(LEAD_FORMS))
      expect(definition.labels).toBe(FIELD_LABELS[form as keyof typeof LEAD_FORMS]);
  });
});
