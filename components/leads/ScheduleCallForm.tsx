'use client';
import Link from 'next/link';
import { ChoiceGroup } from '@/components/forms/ChoiceGroup';
import { LeadForm, type LeadFormProps } from '@/components/forms/LeadForm';
import { InputField, SelectField, TextAreaField } from '@/components/forms/Field';
import { SCHEDULE_CALL_COPY as COPY, SCHEDULE_CALL_MESSAGES } from '@/lib/copy/schedule-call';
import { CRM_FIELDS as F } from '@/lib/forms/crm';
import { crmInput } from '@/lib/forms/crm-rules';
import type { PhoneCountries } from '@/lib/forms/phone-country';
import { typedList, typedText } from '@/lib/forms/state';
import { routes } from '@/lib/routes';
import { LeadFormFooter } from './LeadFormFooter';
import { PersonFields } from './PersonFields';
import styles from './lead-form.module.scss';

const OTHER_SKILLS_ID = 'schedule-other-skills';
const SKILL_CHOICES = COPY.skills.options.map((choice) =>
  choice.value === COPY.skills.other ? { ...choice, controls: OTHER_SKILLS_ID } : choice,
);

export interface ScheduleCallFormProps extends LeadFormProps {
  /** Rendered from libphonenumber-js metadata on the server, so the metadata stays out of this bundle. */
  countries: PhoneCountries;
}

/** Step 1 of 2: the brief, sent through the site to the CRM; the visitor goes on to the booking step. */
export function ScheduleCallForm({ hidden, countries, recaptchaSiteKey }: ScheduleCallFormProps) {
  return (
    <LeadForm
      formId="schedule-a-call"
      hidden={hidden}
      messages={SCHEDULE_CALL_MESSAGES}
      recaptchaSiteKey={recaptchaSiteKey}
      aria-label={COPY.formLabel}
      className={styles.form}
    >
      {(errors, { values }) => (
        <>
          <PersonFields idPrefix="schedule" errors={errors} values={values} countries={countries} />
          <InputField
            id="schedule-company"
            {...crmInput(F.company)}
            label={COPY.company.label}
            autoComplete="organization"
            required
            defaultValue={typedText(values, F.company)}
            error={errors[F.company]}
          />
          <ChoiceGroup
            id="schedule-company-size"
            name={F.companySize}
            type="radio"
            label={COPY.companySize.legend}
            options={COPY.companySize.options}
            required
            defaultValue={typedText(values, F.companySize)}
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
              defaultValue={typedList(values, F.skills)}
              error={errors[F.skills]}
            />
            <div id={OTHER_SKILLS_ID} className={styles.reveal}>
              <InputField
                id="schedule-other-skills-input"
                {...crmInput(F.otherSkills)}
                label={COPY.otherSkills.label}
                hint={COPY.otherSkills.hint}
                defaultValue={typedText(values, F.otherSkills)}
              />
            </div>
          </div>
          <SelectField
            id="schedule-engagement"
            name={F.engagementType}
            label={COPY.engagement.label}
            placeholder={COPY.engagement.placeholder}
            options={COPY.engagement.options}
            defaultValue={typedText(values, F.engagementType) ?? ''}
            required
            error={errors[F.engagementType]}
          />
          <TextAreaField
            id="schedule-description"
            {...crmInput(F.description)}
            label={COPY.description.label}
            hint={COPY.description.hint}
            defaultValue={typedText(values, F.description)}
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
    </LeadForm>
  );
}
