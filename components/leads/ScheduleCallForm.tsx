'use client';
import Link from 'next/link';
import { ChoiceGroup } from '@/components/forms/ChoiceGroup';
import { LeadForm, type LeadFormProps } from '@/components/forms/LeadForm';
import { InputField, SelectField, TextAreaField } from '@/components/forms/Field';
import { SCHEDULE_CALL_COPY as COPY } from '@/lib/copy/schedule-call';
import { CRM_FIELDS as F } from '@/lib/forms/crm';
import { choiceAttributes, inputAttributes } from '@/lib/forms/definitions/field';
import { SCHEDULE_CALL_FORM as FORM } from '@/lib/forms/definitions/schedule-a-call';
import type { PhoneCountries } from '@/lib/forms/phone-country';
import { typedList, typedText } from '@/lib/forms/state';
import { routes } from '@/lib/routes';
import { LeadFormFooter } from './LeadFormFooter';
import { PersonFields } from './PersonFields';
import styles from './lead-form.module.scss';

const FIELD = FORM.fields;
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
      formId={FORM.id}
      hidden={hidden}
      messages={FORM.messages}
      recaptchaSiteKey={recaptchaSiteKey}
      aria-label={COPY.formLabel}
      className={styles.form}
    >
      {(errors, { values }) => (
        <>
          <PersonFields idPrefix="schedule" fields={FIELD} errors={errors} values={values} countries={countries} />
          <InputField
            id="schedule-company"
            {...inputAttributes(FIELD[F.company]!)}
            label={FIELD[F.company]!.label}
            defaultValue={typedText(values, F.company)}
            error={errors[F.company]}
          />
          <ChoiceGroup
            id="schedule-company-size"
            {...choiceAttributes(FIELD[F.companySize]!)}
            type="radio"
            label={FIELD[F.companySize]!.label}
            options={COPY.companySize.options}
            defaultValue={typedText(values, F.companySize)}
            error={errors[F.companySize]}
          />
          <div className={styles.skills}>
            <ChoiceGroup
              id="schedule-skills"
              {...choiceAttributes(FIELD[F.skills]!)}
              type="checkbox"
              label={FIELD[F.skills]!.label}
              hint={COPY.skills.hint}
              options={SKILL_CHOICES}
              requiredMessage={COPY.skills.messages.customError}
              defaultValue={typedList(values, F.skills)}
              error={errors[F.skills]}
            />
            <div id={OTHER_SKILLS_ID} className={styles.reveal}>
              <InputField
                id="schedule-other-skills-input"
                {...inputAttributes(FIELD[F.otherSkills]!)}
                label={FIELD[F.otherSkills]!.label}
                hint={COPY.otherSkills.hint}
                defaultValue={typedText(values, F.otherSkills)}
              />
            </div>
          </div>
          <SelectField
            id="schedule-engagement"
            {...choiceAttributes(FIELD[F.engagementType]!)}
            label={FIELD[F.engagementType]!.label}
            placeholder={COPY.engagement.placeholder}
            options={COPY.engagement.options}
            defaultValue={typedText(values, F.engagementType) ?? ''}
            error={errors[F.engagementType]}
          />
          <TextAreaField
            id="schedule-description"
            {...inputAttributes(FIELD[F.description]!)}
            label={FIELD[F.description]!.label}
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
