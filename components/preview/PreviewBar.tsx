import { getPreviewState, type PreviewState } from '@/lib/api';
import { PREVIEW_COPY } from '@/lib/copy/preview';
import { previewPath } from '@/lib/preview/paths';
import { routes } from '@/lib/routes';
import styles from './preview-bar.module.scss';

function stateLine(preview: PreviewState | null): string {
  if (!preview) return PREVIEW_COPY.lost;
  if (preview.state === 'scheduled') return PREVIEW_COPY.state.scheduled(preview.publish_at);
  if (preview.state === 'expired') return PREVIEW_COPY.state.expired(preview.unpublish_at);
  return PREVIEW_COPY.state[preview.state]();
}

/** Shown only in draft mode: what the page is, how the record stands, and the way out. Also keeps the page unindexed. */
export async function PreviewBar() {
  const preview = await getPreviewState().catch(() => null);
  const back = preview ? previewPath(preview.type, preview.slug) : routes.home;
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <aside className={styles.bar} aria-label={PREVIEW_COPY.label} data-preview-state={preview?.state ?? 'lost'}>
        <p className={styles.text}>
          <strong>{PREVIEW_COPY.title}</strong> <span>{stateLine(preview)}</span>
        </p>
        <a className={styles.exit} href={`${routes.previewExit}?to=${encodeURIComponent(back)}`}>
          {PREVIEW_COPY.exit}
        </a>
      </aside>
      {/* Keeps the end of the page clear of the fixed bar. */}
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
