import { faqItems } from '@/components/content/disclosure-items';
import type { FaqEntry } from '@/lib/copy/faq';
import { Accordion } from '@/components/ui/accordion/Accordion';
import { Section, type SectionTone } from '@/components/ui/section/Section';

interface FaqSectionProps {
  id: string;
  heading: string;
  entries: readonly FaqEntry[];
  tone?: SectionTone;
}

/** Questions and answers in an accordion, the first open: service FAQ, why-hire and why-us lists. */
export function FaqSection({ id, heading, entries, tone }: FaqSectionProps) {
  return (
    <Section id={id} heading={heading} tone={tone}>
      <Accordion items={faqItems(entries)} />
    </Section>
  );
}
