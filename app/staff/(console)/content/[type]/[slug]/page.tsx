import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CreatePreviewLink } from '@/components/staff/content/CreatePreviewLink';
import { PreviewLinkList } from '@/components/staff/content/PreviewLinkList';
import { PublicationForm } from '@/components/staff/content/PublicationForm';
import { RecordTimes } from '@/components/staff/content/RecordTimes';
import { StateBadge } from '@/components/staff/content/StateBadge';
import { Unavailable } from '@/components/staff/Unavailable';
import styles from '@/components/staff/shell/staff.module.scss';
import { previewPath } from '@/lib/preview/paths';
import { createPreviewLinkAction, revokePreviewLinkAction, setPublicationAction } from '@/lib/staff/content/actions';
import { recordRef } from '@/lib/staff/content/record-ref';
import { PLURAL, previewLinksOf, readRecord } from '@/lib/staff/content/cms-records';
import { editPath, SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';
import { STATE_MEANS, TYPE_NAME } from '@/lib/staff/words';

export const metadata: Metadata = { title: 'A record: preview links and state' };

interface RecordPageProps {
  params: Promise<{ type: string; slug: string }>;
}

export default async function RecordPage({ params }: RecordPageProps) {
  await requireScreen(SCREENS.content);
  const { type, slug } = await params;
  const ref = recordRef(type, slug);
  if (!ref) notFound();
  const [record, links] = await Promise.all([readRecord(ref.type, ref.slug), previewLinksOf(ref.type, ref.slug)]);
  if (!record.ok && record.failure === 'refused') notFound();
  return (
    <div className={styles.page}>
      <p className={styles.links}>
        <Link href="/staff/content">Back to drafts and preview links</Link>
      </p>
      {record.ok ? (
        <>
          <header className={styles.section}>
            <h1>{record.value.title}</h1>
            <p className={styles.inline}>
              <StateBadge state={record.value.state} />
              <span className={styles.hint}>
                {TYPE_NAME[ref.type]} · {STATE_MEANS[record.value.state]}
              </span>
            </p>
            <RecordTimes record={record.value} />
            <p className={styles.links}>
              <Link href={editPath(PLURAL[ref.type], ref.slug)}>Edit its words and pictures</Link>
              {record.value.state === 'live' && <a href={previewPath(ref.type, ref.slug)}>Open the live page</a>}
            </p>
          </header>
          <section className={styles.section} aria-labelledby="links-heading">
            <h2 id="links-heading">Preview links</h2>
            <p className={styles.lead}>
              A preview link shows this record exactly as it will look, to anyone you send it to, for 7 days.
            </p>
            <CreatePreviewLink record={ref} action={createPreviewLinkAction} />
            {links.ok ? (
              <PreviewLinkList links={links.value} revoke={revokePreviewLinkAction} />
            ) : (
              <Unavailable message={links.message} />
            )}
          </section>
          <section className={styles.section} aria-labelledby="state-heading">
            <h2 id="state-heading">State and schedule</h2>
            <PublicationForm record={record.value} action={setPublicationAction} />
          </section>
        </>
      ) : (
        <>
          <h1>
            {TYPE_NAME[ref.type]}: {ref.slug}
          </h1>
          <Unavailable message={record.message} />
        </>
      )}
    </div>
  );
}
