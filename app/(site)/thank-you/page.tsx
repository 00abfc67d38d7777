import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button/Button';
import { MessagePage } from '@/components/layout/MessagePage';
import { THANK_YOU_COPY as COPY, thankYouMessage } from '@/lib/copy/thank-you';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export const metadata: Metadata = {
  ...buildMetadata({ ...COPY.seo, path: routes.thankYou }),
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<{ 'thank-you'?: string | string[] }> };

/** Thanks after a form (spec 001 §2): copy that fits where the visitor came from, the sales email, and a way on. */
export default async function ThankYouPage({ searchParams }: Props) {
  const origin = (await searchParams)['thank-you'];
  const message = thankYouMessage(Array.isArray(origin) ? origin[0] : origin);
  return (
    <MessagePage
      title={message.title}
      lead={message.lead}
      image={{ src: '/images/thank-you.svg', alt: COPY.imageAlt }}
      actions={<ButtonLink href={routes.home}>{COPY.start}</ButtonLink>}
    >
      <p>
        {COPY.emailPrompt} <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>.
      </p>
    </MessagePage>
  );
}
