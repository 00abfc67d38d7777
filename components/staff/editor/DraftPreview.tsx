// The saved draft as its page, in frames at phone and desktop widths beside the form, with what a search result and a
// social card would show: read from the page itself, so it is what the site renders. It follows every save.
import { useState, useTransition } from 'react';
import forms from '@/components/staff/shell/forms.module.scss';
import { readPageHead, type PageHead } from '@/lib/staff/editor/page-head';
import type { PreviewAnswer } from '@/lib/staff/editor/preview-action';
import { SearchResultPreview } from './SearchResultPreview';
import { SocialCardPreview } from './SocialCardPreview';
import styles from './preview.module.scss';

interface DraftPreviewProps {
  collection: string;
  slug: string;
  /** The version saved last: each new one loads the frames again. */
  savedVersion: number | null;
  open: (collection: string, slug: string) => Promise<PreviewAnswer>;
}

type Width = 'phone' | 'desktop';

const UNREACHABLE: PreviewAnswer = { ok: false, message: 'The console could not be reached. Try again in a moment.' };

export function DraftPreview({ collection, slug, savedVersion, open }: DraftPreviewProps) {
  const [answer, setAnswer] = useState<PreviewAnswer | null>(null);
  const [head, setHead] = useState<PageHead | null>(null);
  // The version each frame last finished loading: until it is the saved one, its caption says it is loading.
  const [shown, setShown] = useState<Partial<Record<Width, number | null>>>({});
  const [pending, start] = useTransition();
  const show = () => start(async () => setAnswer(await open(collection, slug).catch(() => UNREACHABLE)));
  const frameOf = (width: Width) => (
    <div className={styles[`${width}Screen`]}>
      <iframe
        key={`${width}-${savedVersion}`}
        src={answer?.ok ? answer.path : undefined}
        title={`The saved ${width === 'phone' ? 'draft at phone width, 375 px' : 'draft at desktop width, 1280 px'}`}
        className={styles[width]}
        data-page-preview
        aria-busy={shown[width] !== savedVersion}
        onLoad={(event) => {
          setShown((frames) => ({ ...frames, [width]: savedVersion }));
          // The phone frame is the one read for the search result and the card: the same head at every width.
          if (width === 'phone') setHead(readHead(event.currentTarget));
        }}
      />
    </div>
  );
  const caption = (width: Width, words: string) =>
    shown[width] === savedVersion ? words : `${words}: loading the saved page…`;
  if (!answer?.ok)
    return (
      <div className={styles.closed}>
        <p className={forms.hint}>
          See what is saved as its page, at phone and desktop widths, with its search result and social card. It follows
          each save, and nobody else sees it.
        </p>
        <button type="button" className={forms.secondary} onClick={show} disabled={pending}>
          {pending ? 'Opening the preview…' : 'Show the preview'}
        </button>
        {answer && (
          <p role="alert" className={forms.error}>
            {answer.message}
          </p>
        )}
      </div>
    );
  return (
    <div className={styles.preview}>
      <figure>
        {frameOf('phone')}
        <figcaption>{caption('phone', 'Phone, 375 px wide')}</figcaption>
      </figure>
      <figure>
        {frameOf('desktop')}
        <figcaption>{caption('desktop', 'Desktop, 1280 px wide, shown smaller')}</figcaption>
      </figure>
      {head && <SearchResultPreview head={head} />}
      {head && <SocialCardPreview head={head} />}
    </div>
  );
}

/** The frame's page head; null while it shows no page of this site (a refusal, an error). */
function readHead(frame: HTMLIFrameElement): PageHead | null {
  try {
    return frame.contentDocument ? readPageHead(frame.contentDocument) : null;
  } catch {
    return null;
  }
}
