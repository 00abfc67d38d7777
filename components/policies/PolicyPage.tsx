import { PageBanner } from '@/components/sections/PageBanner';
import { Section } from '@/components/ui/section/Section';
import { POLICIES_LAST_UPDATED_ISO, POLICY_UI, type PolicyDocument } from '@/lib/copy/policies';
import { PolicySections } from './PolicySections';

/** A policy page: banner, last-updated date, intro and its sections. */
export function PolicyPage({ policy, path }: { policy: PolicyDocument; path: string }) {
  return (
    <>
      <PageBanner copy={policy.banner} crumb={[policy.banner.title, path]} />
      <Section heading={POLICY_UI.sectionsHeading} id="policy" headingHidden>
        <p>
          <strong>
            {POLICY_UI.lastUpdated} <time dateTime={POLICIES_LAST_UPDATED_ISO}>{policy.lastUpdated}</time>
          </strong>
        </p>
        <p>{policy.intro}</p>
        <PolicySections group={path} sections={policy.sections} />
      </Section>
    </>
  );
}
