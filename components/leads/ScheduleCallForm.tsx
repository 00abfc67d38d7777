'use client';
import Link from 'next/link';
import { ChoiceGroup } from '@/components/forms/ChoiceGroup';
import { CrmForm } from '@/components/forms/CrmForm';
import { InputField, SelectField, TextAreaField } from '@/components/forms/Field';
import { SCHEDULE_CALL_COPY as COPY } from '@/lib/copy/schedule-call';
import { CRM_FIELDS as F } from '@/lib/forms/crm';
import { routes } from '@/lib/routes';
import { LeadFormFooter } from './LeadFormFooter';
import { PERSON_MESSAGES, PersonFields } from './PersonFields';
import styles from './lead-form.module.scss';

const MESSAGES = {
  ...PERSON_MESSAGES,
  [F.phoneCountryCode]: COPY.countryCode.messages,
  [F.company]: COPY.company.messages,
  [F.companySize]: COPY.companySize.messages,
  [F.skills]: COPY.skills.messages,
  [F.engagementType]: COPY.engagement.messages,
};

const OTHER_SKILLS_ID = 'schedule-other-skills';
const SKILL_CHOICES = COPY.skills.options.map((choice) =>
  choice.value === COPY.skills.other ? { ...choice, controls: OTHER_SKILLS_ID } : choice,
);

export interface ScheduleCallFormProps {
  action: string;
  hidden: Readonly<Record<string, string>>;
  /** Rendered from libphonenumber-js metadata on the server, so the metadata stays out of this bundle. */
  countryCodes: readonly { value: string; label: string }[];
  defaultCountryCode: string;
  recaptchaSiteKey?: string;
}

/** Step 1 of 2: the brief, posted natively to the CRM, which returns the visitor to the booking step. */
export function ScheduleCallForm({
  action,
  hidden,
  countryCodes,
  defaultCountryCode,
  recaptchaSiteKey,
}: ScheduleCallFormProps) {
  return (
    <CrmForm
      action={action}
      hidden={hidden}
      messages={MESSAGES}
      recaptchaAction="schedule_a_call"
      recaptchaSiteKey={recaptchaSiteKey}
      label={COPY.formLabel}
      className={styles.form}
    >
      {(errors) => (
        <>
          <PersonFields
            idPrefix="schedule"
            errors={errors}
            countryCode={
              <SelectField
                id="schedule-country-code"
                name={F.phoneCountryCode}
                label={COPY.countryCode.label}
                options={countryCodes}
                defaultValue={defaultCountryCode}
                autoComplete="tel-country-code"
                // Not `required`: it always holds a code, and a required select must open on an empty option (W3C checker).
                error={errors[F.phoneCountryCode]}
              />
            }
          />
          <InputField
            id="schedule-company"
            name={F.company}
            label={COPY.company.label}
            autoComplete="organization"
            required
            error={errors[F.company]}
          />
          <ChoiceGroup
            id="schedule-company-size"
            name={F.companySize}
            type="radio"
            label={COPY.companySize.legend}
            options={COPY.companySize.options}
            required
            error={errors[F.companySize]}
          />
          <div className={styles.skills}>
            <ChoiceGroup
              id="schedule-skills"
              name={F.skills}
              type="checkbox"
              label={COPY.skills.legend}
              hint={COPY.skills.hint}
              options={SKILL_CHOICES}
              required
              requiredMessage={COPY.skills.messages.customError}
              error={errors[F.skills]}
            />
            <div id={OTHER_SKILLS_ID} className={styles.reveal}>
              <InputField
                id="schedule-other-skills-input"
                name={F.otherSkills}
                label={COPY.otherSkills.label}
                hint={COPY.otherSkills.hint}
              />
            </div>
          </div>
          <SelectField
            id="schedule-engagement"
            name={F.engagementType}
            label={COPY.engagement.label}
            placeholder={COPY.engagement.placeholder}
            options={COPY.engagement.options}
            defaultValue=""
            required
            error={errors[F.engagementType]}
          />
          <TextAreaField
            id="schedule-description"
            name={F.description}
            label={COPY.description.label}
            hint={COPY.description.hint}
          />
          <LeadFormFooter submitLabel={COPY.submit}>
            <p className={styles.note}>
              <Link href={routes.applyAsTalent} prefetch={false}>
                {COPY.applyLink}
              </Link>
            </p>
          </LeadFormFooter>
        </>
      )}
    </CrmForm>
  );
}
