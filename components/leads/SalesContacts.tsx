import { ButtonGroup } from '@/components/ui/button/ButtonGroup';
import { ButtonLink } from '@/components/ui/button/Button';
import { LEAD_FORM_COPY } from '@/lib/copy/lead-forms';
import { site } from '@/lib/site';

const COPY = LEAD_FORM_COPY.salesContacts;

/** The sales phone and email as two buttons, their text the number and the address themselves. */
export function SalesContacts({ align = 'start' }: { align?: 'start' | 'center' }) {
  const { phone, email } = site.contact;
  return (
    <ButtonGroup align={align} stackOnPhone>
      <ButtonLink href={`tel:${phone.replace(/[^+\d]/g, '')}`} variant="outline">
        <span className="visually-hidden">{COPY.phone} </span>
        {phone}
      </ButtonLink>
      <ButtonLink href={`mailto:${email}`} variant="outline">
        <span className="visually-hidden">{COPY.email} </span>
        {email}
      </ButtonLink>
    </ButtonGroup>
  );
}
