// Every lead form, each defined once in its own file: the registry the server's rules and action, the delivery, the
// alerts, the inbox and the export read (each form's component reads its own file). A new form: a file, a line below.
import { CONTACT_FORM } from './contact';
import type { FieldDefinition, FormDefinition } from './field';
import { QUOTE_FORM } from './quote';
import { SCHEDULE_CALL_FORM } from './schedule-a-call';
import { SERVICE_LEAD_FORM } from './service-lead';

/** Each form by its id, in the order the inbox's filter and the export list them. */
export const LEAD_FORM_DEFINITIONS = {
  [QUOTE_FORM.id]: QUOTE_FORM,
  [SERVICE_LEAD_FORM.id]: SERVICE_LEAD_FORM,
  [SCHEDULE_CALL_FORM.id]: SCHEDULE_CALL_FORM,
  [CONTACT_FORM.id]: CONTACT_FORM,
} as const satisfies Record<string, FormDefinition>;

export type LeadFormId = keyof typeof LEAD_FORM_DEFINITIONS;

export const LEAD_FORM_IDS = Object.keys(LEAD_FORM_DEFINITIONS) as readonly LeadFormId[];

export const isLeadFormId = (value: unknown): value is LeadFormId =>
  typeof value === 'string' && Object.hasOwn(LEAD_FORM_DEFINITIONS, value);

/** The form's one name, wherever staff read it. */
export const formDisplayName = (formId: LeadFormId): string => definitionOf(formId).displayName;

/** A form's definition, as the type every form shares. */
export const definitionOf = (formId: LeadFormId): FormDefinition<LeadFormId> => LEAD_FORM_DEFINITIONS[formId];

/** The form's visible fields, in its order. */
export const formFields = (formId: LeadFormId): readonly FieldDefinition[] =>
  Object.values(definitionOf(formId).fields);

/** Each visible field's label by name, in the form's order (the console names a lead's fields by these). */
export const formLabels = (formId: LeadFormId): Readonly<Record<string, string>> =>
  Object.fromEntries(formFields(formId).map((field) => [field.name, field.label]));
