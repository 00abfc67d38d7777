import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MessagePage } from '@/components/layout/MessagePage';
import { ButtonLink } from '@/components/ui/button/Button';
import { PREVIEW_REFUSAL_HOME, PREVIEW_REFUSALS } from '@/lib/copy/preview';
import { isPreviewRefusal } from '@/lib/preview/refusal-page';
import { routes } from '@/lib/routes';

// Rendered per visit: the answer says no-store, so no cache keeps or shares what a preview link led to.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ reason: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { reason } = await params;
  return {
    title: isPreviewRefusal(reason) ? PREVIEW_REFUSALS[reason].title : undefined,
    robots: { index: false, follow: false },
  };
}

/** Where a refused preview link leads (app/api/preview): what went wrong and what to do, in the site's own frame. */
export default async function PreviewRefusedPage({ params }: Props) {
  const { reason } = await params;
  if (!isPreviewRefusal(reason)) notFound();
  const { title, advice } = PREVIEW_REFUSALS[reason];
  return (
    <MessagePage
      title={title}
      lead={advice}
      image={{ src: '/images/not-found.svg', alt: '' }}
      actions={<ButtonLink href={routes.home}>{PREVIEW_REFUSAL_HOME}</ButtonLink>}
    />
  );
}
