// Each lead form renders its definition: a field the definition requires or bounds, rendered without the attribute,
// lets the browser send what the server then refuses (or, on the quote, hides from assistive technology that it is
// required); a control the definition lacks posts a name the server drops.
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuoteForm } from '@/components/forms/quote/QuoteForm';
import { ContactForm } from '@/components/leads/ContactForm';
import { ScheduleCallForm } from '@/components/leads/ScheduleCallForm';
import { ServiceLeadFields } from '@/components/services/ServiceLeadFields';
import { formFields, LEAD_FORM_IDS, type LeadFormId } from '@/lib/forms/definitions';
import type { FieldDefinition } from '@/lib/forms/definitions/field';
import { HONEYPOT_FIELD } from '@/lib/forms/state';
import { PHONE_COUNTRIES } from '../support/phone-countries';

vi.mock('@/lib/forms/action', () => ({ sendLead: vi.fn() }));

const FORMS: Record<LeadFormId, () => ReactElement> = {
  quote: () => <QuoteForm pageUrl="http://localhost:3000/services/qa" serviceTitle="QA" countries={PHONE_COUNTRIES} />,
  'service-lead': () => <ServiceLeadFields hidden={{}} countries={PHONE_COUNTRIES} />,
  'schedule-a-call': () => <ScheduleCallForm hidden={{}} countries={PHONE_COUNTRIES} />,
  contact: () => <ContactForm hidden={{}} countries={PHONE_COUNTRIES} />,
};

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a visitor fills in: every named control but the hidden ones and the bots' field. */
const visibleControls = (form: HTMLFormElement) =>
  [...form.elements].filter(
    (element): element is Control =>
      'name' in element && !!(element as Control).name && (element as Control).type !== 'hidden',
  );

/** The attributes the definition says the browser must check and autofill by. */
function expectRendered(controls: readonly Control[], field: FieldDefinition) {
  const [first] = controls;
  expect(first, `${field.name} is rendered`).toBeDefined();
  if (field.control === 'input' || field.control === 'textarea') {
    expect(first!.required, `${field.name} required`).toBe(field.required);
    expect((first as HTMLInputElement).maxLength, `${field.name} maxlength`).toBe(field.maxLength);
    expect(first!.getAttribute('pattern'), `${field.name} pattern`).toBe(field.pattern?.pattern ?? null);
    expect(first!.getAttribute('autocomplete'), `${field.name} autocomplete`).toBe(field.autoComplete ?? null);
    if (field.type) expect(first!.getAttribute('type'), `${field.name} type`).toBe(field.type);
  } else if (field.control === 'select') {
    const options = [...(first as HTMLSelectElement).options].map((option) => option.value);
    // A select without an empty option always holds a choice: required by construction (and by the W3C checker
    // never marked so); one with an empty option must say it.
    if (field.required) expect(first!.required || !options.includes(''), `${field.name} required`).toBe(true);
    expect(first!.getAttribute('autocomplete'), `${field.name} autocomplete`).toBe(field.autoComplete ?? null);
    for (const value of options) expect(value.length, `${field.name} option`).toBeLessThanOrEqual(field.maxLength);
  } else if (field.control === 'radio') {
    for (const radio of controls) expect(radio.required, `${field.name} required`).toBe(field.required);
  } else {
    // Checkboxes: the browser refuses the form while none is ticked (a custom validity on the first).
    let refused = false;
    act(() => void (refused = !first!.checkValidity()));
    expect(refused, `${field.name} required`).toBe(field.required);
  }
  if (field.control === 'radio' || field.control === 'checkbox')
    for (const box of controls) expect(box.value.length, `${field.name} option`).toBeLessThanOrEqual(field.maxLength);
}

describe.each(LEAD_FORM_IDS)('the %s form', (formId) => {
  it('renders each field with its definition’s required, maxlength, pattern and autocomplete', () => {
    const { container } = render(FORMS[formId]());
    const controls = visibleControls(container.querySelector('form')!);
    for (const field of formFields(formId))
      expectRendered(
        controls.filter((control) => control.name === field.name),
        field,
      );
  });

  it('renders no control its definition lacks, in the definition’s order', () => {
    const { container } = render(FORMS[formId]());
    const names = visibleControls(container.querySelector('form')!)
      .map((control) => control.name)
      .filter((name, n, all) => name !== HONEYPOT_FIELD && all.indexOf(name) === n);
    expect(names).toEqual(formFields(formId).map((field) => field.name));
  });
});
