import { ButtonLink } from '@/components/ui/button/Button';
import { ButtonGroup } from '@/components/ui/button/ButtonGroup';
import { Section } from '@/components/ui/section/Section';

interface CtaLink {
  label: string;
  href: string;
}

interface CtaBandProps {
  heading: string;
  lead?: string;
  /** The first is the main action; the rest are secondary. */
  actions: readonly CtaLink[];
  id?: string;
}

/** A dark closing band with a heading and one row of calls to action. */
export function CtaBand({ heading, lead, actions, id }: CtaBandProps) {
  return (
    <Section heading={heading} lead={lead} id={id} tone="dark" align="center">
      <ButtonGroup align="center" stackOnPhone>
        {actions.map((action, index) => (
          <ButtonLink key={action.href} href={action.href} variant={index === 0 ? 'accent' : 'outline-inverse'}>
            {action.label}
          </ButtonLink>
        ))}
      </ButtonGroup>
    </Section>
  );
}
