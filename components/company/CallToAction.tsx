import { ButtonLink, type ButtonVariant } from '@/components/ui/button/Button';
import { ButtonGroup } from '@/components/ui/button/ButtonGroup';
import { Section, type SectionTone } from '@/components/ui/section/Section';

export interface CtaLink {
  href: string;
  label: string;
  variant?: ButtonVariant;
}

interface CallToActionProps {
  heading: string;
  lead?: string;
  links: readonly CtaLink[];
  tone?: SectionTone;
  id?: string;
}

/** A closing band: a heading, a line, and the buttons that say where to go next. */
export function CallToAction({ heading, lead, links, tone = 'dark', id }: CallToActionProps) {
  return (
    <Section heading={heading} lead={lead} tone={tone} align="center" id={id}>
      <ButtonGroup align="center" stackOnPhone>
        {links.map((link, index) => (
          <ButtonLink
            key={link.href}
            href={link.href}
            variant={link.variant ?? (index === 0 ? 'accent' : tone === 'dark' ? 'outline-inverse' : 'outline')}
          >
            {link.label}
          </ButtonLink>
        ))}
      </ButtonGroup>
    </Section>
  );
}
