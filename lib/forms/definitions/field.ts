// A lead form as data: each visible field's receiver name, rule, bound, label and autocomplete, and the form's
// receiver, thank-you page and one display name. Client-safe: each form renders its controls from its definition.
import { crmFormFields, CRM_FORM_FIELDS, type CrmFormId } from '@site/shared/crm-forms';
import { crmLimit } from '../crm';
import type { FieldMessages } from '../validity';

export type Control = 'input' | 'textarea' | 'select' | 'radio' | 'checkbox';

export interface FieldDefinition {
  /** The receiver's own name for it (the CRM's `First Name`, the quote's `fullname`), as the form posts it. */
  name: string;
  /** What the form's label says; the console's lead page and the export name the field by it too. */
  label: string;
  control: Control;
  /** Refused when empty; for checkboxes, when none is ticked. */
  required: boolean;
  /** The most UTF-16 code units a value takes (what `maxlength` counts), checked before any pattern runs. */
  maxLength: number;
  type?: 'email' | 'url';
  autoComplete?: string;
  /** The browser's pattern (v flag) and the title it shows; the server checks the same pattern. */
  pattern?: { pattern: string; title: string };
  /** The phone rule (@site/shared/phone), against the form's country choice. */
  phone?: true;
}

export interface FormDefinition<Id extends string = string> {
  id: Id;
  /** The one name staff read for the form: the alert, the inbox and its filter, the lead's page, the export. */
  displayName: string;
  /** Who takes its leads: the CRM's web-to-lead, or the content API's quote call (lib/leads/deliver.ts). */
  receiver: 'crm' | 'content-api';
  /** Where the visitor is thanked (the CRM's returnURL for the CRM forms). */
  thankYou: string;
  /** Its visible fields by name, in the form's order; any other posted name is dropped. */
  fields: Readonly<Record<string, FieldDefinition>>;
  /** Our words for a field's failed checks, by name (lib/copy); a check without words is worded as the browser's. */
  messages?: Readonly<Record<string, FieldMessages>>;
}

/** What a CRM form's definition says of a field beyond the shared list's name, order and `required`. */
export type FieldLook = Omit<FieldDefinition, 'name' | 'required' | 'maxLength'>;

/**
 * A CRM form's fields: name, order and `required` from the list the CRM stand-in reads (@site/shared/crm-forms),
 * bound from the CRM's sizes, the rest from `looks`, which must name every field of the form and no other.
 */
export function crmFields<Id extends CrmFormId>(
  formId: Id,
  looks: Readonly<Record<keyof (typeof CRM_FORM_FIELDS)[Id], FieldLook>>,
): Record<string, FieldDefinition> {
  const required: Readonly<Record<string, boolean>> = CRM_FORM_FIELDS[formId];
  const byName: Readonly<Record<string, FieldLook>> = looks;
  return Object.fromEntries(
    crmFormFields(formId).map((name) => [
      name,
      { name, required: required[name] ?? false, maxLength: crmLimit(name), ...byName[name]! },
    ]),
  );
}

/** A text input's or text area's checks and autofill as attributes, so the browser stops where the server does. */
export const inputAttributes = (field: FieldDefinition) => ({
  name: field.name,
  type: field.type,
  autoComplete: field.autoComplete,
  required: field.required,
  maxLength: field.maxLength,
  ...field.pattern,
});

/** A select's or a choice group's: its name and whether a choice is required. */
export const choiceAttributes = (field: FieldDefinition) => ({ name: field.name, required: field.required });
