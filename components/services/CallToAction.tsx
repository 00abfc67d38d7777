import { ButtonLink } from '@/components/ui/button/Button';
import { ButtonGroup } from '@/components/ui/button/ButtonGroup';
import { Section } from '@/components/ui/section/Section';
import { routes } from '@/lib/routes';

interface CallToActionProps {
  id: string;
  heading: string;
  lead: string;
  action: string;
  /** Where the button goes; the schedule-a-call page unless given. */
  href?: string;
  /** A second, outlined link beside the first. */
  secondary?: { label: string; href: string };
}

/** A dark closing band with one or two buttons: 'Get Started', the category's closing call to action. */
export function CallToAction({ id, heading, lead, action, href = routes.scheduleCall, secondary }: CallToActionProps) {
  return (
    <Section id={id} heading={heading} lead={lead} tone="dark" align="center">
      <ButtonGroup align="center" stackOnPhone>
        <ButtonLink href={href} variant="accent">
          {action}
        </ButtonLink>
        {secondary && (
          <ButtonLink href={secondary.href} variant="outline-inverse">
            {secondary.label}
          </ButtonLink>
        )}
      </ButtonGroup>
    </Section>
  );
}
