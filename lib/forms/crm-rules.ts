// The CRM forms' visible fields and their rules, the same the browser checks from the inputs' attributes, for the
// server to check again (a browser without validation, or a script posting straight to the action). Client-safe.
import { CRM_FIELDS as F, CRM_FIELD_LIMITS, CRM_FIELD_REPEATS, CRM_FORM_IDS, type CrmFormId } from './crm';
import { isEmailShaped } from '@site/shared/email';
import type { FieldMessages } from './validity';

export type Check = keyof FieldMessages;
export type LeadValues = Record<string, string | string[]>;
export type LeadChecks = Record<string, Check>;

interface Rule {
  required?: boolean;
  /** At least one ticked box: the browser reports it as a custom validity. */
  oneOf?: boolean;
  pattern?: RegExp;
  type?: 'email' | 'url';
  minLength?: number;
}

/** Letters of any script with their combining marks, and spaces (crm.ts CRM_PATTERNS.name, for the browser). */
const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;

const NAME: Rule = { required: true, pattern: NAME_PATTERN };
const PERSON: Record<string, Rule> = {
  [F.firstName]: NAME,
  [F.lastName]: NAME,
  [F.email]: { required: true, type: 'email' },
  [F.phone]: { required: true, minLength: 10, pattern: /^[0-9]{10}$/ },
};
const REQUIRED: Rule = { required: true };
const OPTIONAL: Rule = {};

/** Each form's visible fields, the spec's names, and nothing else: any other posted name is dropped. */
export const CRM_RULES: Record<CrmFormId, Record<string, Rule>> = {
  [CRM_FORM_IDS.serviceLead]: {
    ...PERSON,
    [F.company]: REQUIRED,
    [F.companyWebsite]: { type: 'url' },
    [F.description]: REQUIRED,
  },
  [CRM_FORM_IDS.scheduleCall]: {
    ...PERSON,
    [F.phoneCountryCode]: REQUIRED,
    [F.company]: REQUIRED,
    [F.companySize]: REQUIRED,
    [F.skills]: { oneOf: true },
    [F.otherSkills]: OPTIONAL,
    [F.engagementType]: REQUIRED,
    [F.description]: OPTIONAL,
  },
  [CRM_FORM_IDS.contact]: { ...PERSON, [F.inquiry]: REQUIRED, [F.description]: REQUIRED },
};

/** The most characters (UTF-16 code units, as `maxlength` counts) a field takes: the CRM's own size of it. */
export const crmLimit = (name: string): number => (CRM_FIELD_LIMITS as Record<string, number>)[name] ?? 0;

/** A text input's name and `maxlength`, so the browser stops where the server and the CRM do. */
export const crmInput = (name: string) => ({ name, maxLength: crmLimit(name) });

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

function checkOne(name: string, rule: Rule, value: string | string[] | undefined): Check | null {
  const typed = [value ?? []].flat();
  // Length first, before any pattern runs.
  if (typed.some((item) => item.length > crmLimit(name))) return 'tooLong';
  const values = typed.filter((item) => item.trim() !== '');
  if (!values.length) return rule.oneOf ? 'customError' : rule.required ? 'valueMissing' : null;
  const text = values[0]!;
  if (rule.type === 'email' && !isEmailShaped(text)) return 'typeMismatch';
  if (rule.type === 'url' && !isUrl(text)) return 'typeMismatch';
  if (rule.minLength && text.length < rule.minLength) return 'tooShort';
  if (rule.pattern && !rule.pattern.test(text)) return 'patternMismatch';
  return null;
}

/** The first failed check of each visible field, in the browser's order; an empty object means the lead may go. */
export function checkCrmLead(formId: CrmFormId, values: LeadValues): LeadChecks {
  const checks: LeadChecks = {};
  for (const [name, rule] of Object.entries(CRM_RULES[formId])) {
    const failed = checkOne(name, rule, values[name]);
    if (failed) checks[name] = failed;
  }
  return checks;
}
