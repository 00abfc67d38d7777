import type { ReactNode } from 'react';
import { CallToAction } from '@/components/sections/CallToAction';
import { ProfileCards } from '@/components/categories/ProfileCards';
import { Banner } from '@/components/ui/banner/Banner';
import { ButtonLink } from '@/components/ui/button/Button';
import { Section } from '@/components/ui/section/Section';
import type { ServiceDetail } from '@/lib/api/schemas/services';
import { CHILD_SERVICE_COPY as COPY } from '@/lib/copy/services';
import { SAMPLE_PROFILES } from '@/lib/copy/profiles';
import { routes } from '@/lib/routes';
import { CaseStudies } from './CaseStudies';
import { ImageText } from './ImageText';
import { ServiceIncludes } from './ServiceIncludes';

/** The team page every child service points to (a seeded top-level service). */
const HIRE_TEAM_SLUG = 'hire-development-team';

const sampleCards = SAMPLE_PROFILES.map((profile) => ({
  photo: profile.profImg,
  name: profile.profName,
  skills: profile.skills.featSkills,
  yearsOfExperience: profile.expYears,
  location: [profile.location.city, profile.location.state, profile.location.country].join(', '),
}));

/** A child service: its own layout, placeholder copy, and six sample developer profiles (spec 000 §2, §9). */
export function ChildService({ service, breadcrumbs }: { service: ServiceDetail; breadcrumbs: ReactNode }) {
  const { title } = service;
  const hireTeam = { label: COPY.hireTeam, href: routes.service(HIRE_TEAM_SLUG) };
  return (
    <>
      <Banner
        eyebrow={COPY.eyebrow}
        title={title}
        lead={COPY.lead}
        backgroundImage={service.images.bannerBackground}
        breadcrumbs={breadcrumbs}
        actions={
          <>
            <ButtonLink href={routes.scheduleCall} variant="accent">
              {COPY.schedule}
            </ButtonLink>
            <ButtonLink href={hireTeam.href} variant="outline-inverse">
              {hireTeam.label}
            </ButtonLink>
          </>
        }
      />
      <Section id="service-overview" heading={COPY.overview.heading(title)}>
        <ImageText image={{ src: service.images.second, alt: title }}>
          {COPY.overview.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </ImageText>
      </Section>
      <ServiceIncludes service={title} tabs={service.includes} />
      <Section id="sample-profiles" heading={COPY.profiles.heading} lead={COPY.profiles.lead} tone="alt">
        <ProfileCards profiles={sampleCards} label={COPY.profiles.carouselLabel} />
      </Section>
      <CaseStudies studies={service.caseStudies} />
      <CallToAction
        id="hire-a-team"
        heading={COPY.closing.heading}
        lead={COPY.closing.lead}
        actions={[{ label: COPY.schedule, href: routes.scheduleCall }, hireTeam]}
      />
    </>
  );
}
