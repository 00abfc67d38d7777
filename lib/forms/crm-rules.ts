// The CRM forms' rules, read from their definitions (lib/forms/definitions): the same checks the browser makes from
// the inputs' attributes, for the server to make again (a browser without validation, a script posting to the action).
import { CRM_FIELDS as F, CRM_FIELD_REPEATS, type CrmFormId } from './crm';
import { CRM_FORM_FIELDS } from '@site/shared/crm-forms';
import { isEmailShaped } from '@site/shared/email';
import { checkPhone, DEFAULT_PHONE_COUNTRY, type PhoneParser, type PhoneProblem } from '@site/shared/phone';
import { definitionOf } from './definitions';
import type { FieldDefinition } from './definitions/field';
import type { FieldMessages } from './validity';

export { crmLimit } from './crm';

export type Check = keyof FieldMessages;
export type LeadValues = Record<string, string | string[]>;
export type LeadChecks = Record<string, Check>;

interface Rule {
  /** The most UTF-16 code units a value takes. */
  maxLength: number;
  required?: boolean;
  /** At least one ticked box: the browser reports it as a custom validity. */
  oneOf?: boolean;
  pattern?: RegExp;
  type?: 'email' | 'url';
  /** The phone rule (@site/shared/phone), against the form's country choice. */
  phone?: true;
}

/** A field's rule as its definition states it; the pattern compiled as the browser compiles `pattern` (v flag). */
const ruleOf = ({ maxLength, required, control, pattern, type, phone }: FieldDefinition): Rule => ({
  maxLength,
  required,
  oneOf: control === 'checkbox' && required,
  pattern: pattern && new RegExp(`^(?:${pattern.pattern})$`, 'v'),
  type,
  phone,
});

const rulesOf = (formId: CrmFormId): Record<string, Rule> =>
  Object.fromEntries(Object.values(definitionOf(formId).fields).map((field) => [field.name, ruleOf(field)]));

/** Each form's visible fields, the spec's names, and nothing else: any other posted name is dropped. */
export const CRM_RULES = Object.fromEntries(
  (Object.keys(CRM_FORM_FIELDS) as CrmFormId[]).map((formId) => [formId, rulesOf(formId)]),
) as Record<CrmFormId, Record<string, Rule>>;

/**
 * Only the form's own visible fields, as posted: one value each, or up to the field's repeats for the skills.
 * Unknown names (a CRM status, an owner, padding) never reach the rules, the journal or the CRM.
 */
export function visibleFields(formId: CrmFormId, posted: LeadValues): LeadValues {
  const kept: LeadValues = {};
  for (const name of Object.keys(CRM_RULES[formId])) {
    const values = [posted[name] ?? []].flat();
    const repeats = CRM_FIELD_REPEATS[name];
    if (repeats) kept[name] = values.slice(0, repeats);
    else if (values[0] !== undefined) kept[name] = values[0];
  }
  return kept;
}

const isUrl = (value: string) => URL.canParse(value);

/** The phone rule's refusals as the browser's checks, each with the form's words (+1: the spec's). */
const PHONE_CHECKS: Record<Exclude<PhoneProblem, 'missing'>, Check> = {
  notDigits: 'patternMismatch',
  tooFewDigits: 'tooShort',
  tooManyDigits: 'tooLong',
  invalid: 'typeMismatch',
};

const textOf = (values: LeadValues, name: string) => [values[name] ?? []].flat()[0];

/** The lead's number in E.164 and its country choice, when the phone rule accepts it (else null). */
export function leadPhone(values: LeadValues, parse?: PhoneParser) {
  const checked = checkPhone(textOf(values, F.phone) ?? '', textOf(values, F.phoneCountryCode), parse);
  return 'problem' in checked ? null : checked;
}

function checkOne(name: string, rule: Rule, lead: LeadValues, parse: PhoneParser | undefined): Check | null {
  const typed = [lead[name] ?? []].flat();
  // Length first, before any pattern runs.
  if (typed.some((item) => item.length > rule.maxLength)) return 'tooLong';
  const values = typed.filter((item) => item.trim() !== '');
  if (!values.length) return rule.oneOf ? 'customError' : rule.required ? 'valueMissing' : null;
  const text = values[0]!;
  if (rule.type === 'email' && !isEmailShaped(text)) return 'typeMismatch';
  if (rule.type === 'url' && !isUrl(text)) return 'typeMismatch';
  if (rule.pattern && !rule.pattern.test(text)) return 'patternMismatch';
  if (rule.phone) {
    const checked = checkPhone(text, textOf(lead, F.phoneCountryCode) ?? DEFAULT_PHONE_COUNTRY, parse);
    return 'problem' in checked && checked.problem !== 'missing' ? PHONE_CHECKS[checked.problem] : null;
  }
  return null;
}

/**
 * The first failed check of each visible field, in the browser's order; an empty object means the lead may go.
 * `parse` (the server's) checks a number outside +1 against its country's plan.
 */
export function checkCrmLead(formId: CrmFormId, values: LeadValues, parse?: PhoneParser): LeadChecks {
  const checks: LeadChecks = {};
  for (const [name, rule] of Object.entries(CRM_RULES[formId])) {
    const failed = checkOne(name, rule, values, parse);
    if (failed) checks[name] = failed;
  }
  return checks;
}
