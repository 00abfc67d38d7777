import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';
import { Carousel } from '@/components/ui/carousel/Carousel';
import type { PerView } from '@/components/ui/carousel/per-view';
import { Section } from '@/components/ui/section/Section';
import type { ServiceDetail } from '@/lib/api/schemas/services';
import { above } from '@/lib/breakpoints';
import { SERVICE_COPY } from '@/lib/copy/services';
import styles from './case-studies.module.scss';

const STUDIES_PER_VIEW: PerView = [
  { from: 0, show: 1 },
  { from: above('laptop'), show: 2 },
];

/** The case-study slider; nothing at all when the service has none. */
export function CaseStudies({ studies }: { studies: ServiceDetail['caseStudies'] }) {
  if (!studies.length) return null;
  const copy = SERVICE_COPY.caseStudies;
  return (
    <Section id="case-studies" heading={copy.heading} lead={copy.lead}>
      <Carousel label={copy.carouselLabel} perView={STUDIES_PER_VIEW}>
        {studies.map((study) => (
          <article key={study.title} className={styles.study}>
            <ResponsiveImage
              src={study.icon}
              alt={copy.iconAlt(study.title)}
              width={56}
              height={56}
              className={styles.icon}
            />
            <h3>{study.title}</h3>
            <p>{study.description}</p>
            <dl className={styles.facts}>
              <dt>{copy.implementation}</dt>
              <dd>{study.implementationTime}</dd>
              <dt>{copy.benefits}</dt>
              <dd>
                <ul>
                  {study.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              </dd>
            </dl>
          </article>
        ))}
      </Carousel>
    </Section>
  );
}
