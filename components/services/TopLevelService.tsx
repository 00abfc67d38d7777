import { QuoteFormIsland } from '@/components/forms/quote/QuoteFormIsland';
import { phoneCountries } from '@/lib/forms/country-codes';
import { CallToAction } from '@/components/sections/CallToAction';
import { TrustedBy } from '@/components/sections/TrustedBy';
import { Banner } from '@/components/ui/banner/Banner';
import { ButtonLink } from '@/components/ui/button/Button';
import { ButtonGroup } from '@/components/ui/button/ButtonGroup';
import { Section } from '@/components/ui/section/Section';
import type { ServiceDetail } from '@/lib/api/schemas/services';
import { SERVICE_COPY as COPY } from '@/lib/copy/services';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import { CaseStudies } from './CaseStudies';
import { FaqSection } from './FaqSection';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { HtmlCards } from './HtmlCards';
import { ImageText } from './ImageText';
import { Industries } from './Industries';
import { ServiceIncludes } from './ServiceIncludes';
import { ServiceLeadForm } from './ServiceLeadForm';
import { Testimonials } from './Testimonials';
import type { ReactNode } from 'react';

interface ServiceLayoutProps {
  service: ServiceDetail;
  /** The canonical page URL, sent with the quote and the lead. */
  pageUrl: string;
  breadcrumbs: ReactNode;
}

/** A top-level service: the spec's twelve sections in its order (000 §2). */
export function TopLevelService({ service, pageUrl, breadcrumbs }: ServiceLayoutProps) {
  const { title } = service;
  return (
    <>
      <Banner
        eyebrow={COPY.banner.eyebrow}
        title={title}
        lead={COPY.banner.lead}
        backgroundImage={service.images.bannerBackground}
        breadcrumbs={breadcrumbs}
        actions={
          <ButtonLink href={routes.scheduleCall} variant="accent">
            {COPY.banner.schedule}
          </ButtonLink>
        }
        aside={
          <QuoteFormIsland
            pageUrl={pageUrl}
            serviceTitle={title}
            recaptchaSiteKey={site.recaptcha.siteKey}
            countries={phoneCountries(site.offices)}
          />
        }
      />
      <TrustedBy tone="alt" />
      <Section id="service-intro" heading={COPY.intro.heading(title)}>
        <ImageText image={{ src: service.images.second, alt: COPY.intro.imageAlt(title) }}>
          {COPY.intro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </ImageText>
      </Section>
      <ServiceIncludes service={title} tabs={service.includes} />
      {service.platforms.length > 0 && (
        <Section id="platforms" heading={COPY.platforms.heading} lead={COPY.platforms.lead}>
          <HtmlCards cards={service.platforms} />
          <ButtonGroup>
            <ButtonLink href={routes.scheduleCall}>{COPY.platforms.explore(title)}</ButtonLink>
          </ButtonGroup>
        </Section>
      )}
      <Section id="why-us" heading={COPY.whyUs.heading} tone="alt">
        <FeatureGrid features={COPY.whyUs.points} columns={3} />
      </Section>
      <CaseStudies studies={service.caseStudies} />
      <CallToAction
        id="get-started"
        heading={COPY.getStarted.heading}
        lead={COPY.getStarted.lead}
        actions={[{ label: COPY.getStarted.action, href: routes.scheduleCall }]}
      />
      <Industries />
      <FaqSection id="service-faq" heading={COPY.faq.heading} entries={COPY.faq.entries} />
      <Testimonials />
      <ServiceLeadForm pageUrl={pageUrl} />
    </>
  );
}
