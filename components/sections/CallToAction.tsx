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
  /** The first is the main action; the rest are outlined beside it. */
  actions: readonly CtaLink[];
  tone?: SectionTone;
  id?: string;
}

/** Every page's closing band: a heading, a line, and the buttons that say where to go next. */
export function CallToAction({ heading, lead, actions, tone = 'dark', id }: CallToActionProps) {
  return (
    <Section heading={heading} lead={lead} tone={tone} align="center" id={id}>
      <ButtonGroup align="center" stackOnPhone>
        {actions.map((action, index) => (
          <ButtonLink
            key={action.href}
            href={action.href}
            variant={action.variant ?? (index === 0 ? 'accent' : tone === 'dark' ? 'outline-inverse' : 'outline')}
          >
            {action.label}
          </ButtonLink>
        ))}
      </ButtonGroup>
    </Section>
  );
}
