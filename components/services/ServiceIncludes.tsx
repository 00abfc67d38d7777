import { htmlItems } from '@/components/content/disclosure-items';
import { Section } from '@/components/ui/section/Section';
import { ResponsiveTabs } from '@/components/ui/tabs/ResponsiveTabs';
import { SERVICE_COPY } from '@/lib/copy/services';

interface ServiceIncludesProps {
  service: string;
  tabs: readonly { title: string; html: string }[];
}

/** 'Our {service} Includes': tabs above 767 px, an accordion below, the first open; nothing when empty. */
export function ServiceIncludes({ service, tabs }: ServiceIncludesProps) {
  if (!tabs.length) return null;
  return (
    <Section id="service-includes" heading={SERVICE_COPY.includesHeading(service)} tone="alt">
      <ResponsiveTabs label={SERVICE_COPY.includesLabel(service)} items={htmlItems(tabs)} />
    </Section>
  );
}
