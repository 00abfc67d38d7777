// The CRM forms' rules, the same the browser checks from the inputs' attributes, for the server to check again
// (a browser without validation, or a script posting straight to the action). Client-safe.
import { CRM_FIELDS as F, CRM_FORM_IDS, type CrmFormId } from './crm';
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

/** The longest value any field takes: the largest text area a person fills is far under it. */
export const CRM_VALUE_MAX = 3_000;

const NAME: Rule = { required: true, pattern: /^[A-Za-z ]+$/ };
const PERSON: Record<string, Rule> = {
  [F.firstName]: NAME,
  [F.lastName]: NAME,
  [F.email]: { required: true, type: 'email' },
  [F.phone]: { required: true, minLength: 10, pattern: /^[0-9]{10}$/ },
};
const REQUIRED: Rule = { required: true };

/** Each form's visible fields with a rule; other fields (hidden defaults, optional text) are only capped. */
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
    [F.engagementType]: REQUIRED,
  },
  [CRM_FORM_IDS.contact]: { ...PERSON, [F.inquiry]: REQUIRED, [F.description]: REQUIRED },
};

const isUrl = (value: string) => URL.canParse(value);

function checkOne(rule: Rule, value: string | string[] | undefined): Check | null {
  const values = [value ?? []].flat().filter((item) => item.trim() !== '');
  if (values.some((item) => item.length > CRM_VALUE_MAX)) return 'tooLong';
  if (!values.length) return rule.oneOf ? 'customError' : rule.required ? 'valueMissing' : null;
  const text = values[0]!;
  if (rule.type === 'email' && !isEmailShaped(text)) return 'typeMismatch';
  if (rule.type === 'url' && !isUrl(text)) return 'typeMismatch';
  if (rule.minLength && text.length < rule.minLength) return 'tooShort';
  if (rule.pattern && !rule.pattern.test(text)) return 'patternMismatch';
  return null;
}

/** The first failed check of each field, in the browser's order; an empty object means the lead may go. */
export function checkCrmLead(formId: CrmFormId, values: LeadValues): LeadChecks {
  const rules = CRM_RULES[formId];
  const checks: LeadChecks = {};
  for (const name of new Set([...Object.keys(rules), ...Object.keys(values)])) {
    const failed = checkOne(rules[name] ?? {}, values[name]);
    if (failed) checks[name] = failed;
  }
  return checks;
}

export const isCrmFormId = (value: unknown): value is CrmFormId =>
  typeof value === 'string' && (Object.values(CRM_FORM_IDS) as string[]).includes(value);
