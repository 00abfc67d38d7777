import { LocalTime } from '@/components/staff/LocalTime';
import forms from '@/components/staff/shell/forms.module.scss';

interface KeptNoticeProps {
  keptAt: number;
  onBringBack: () => void;
  onDiscard: () => void;
}

/** An earlier visit's unsaved changes, found in this browser: offered back, never put in the form unasked. */
export function KeptNotice({ keptAt, onBringBack, onDiscard }: KeptNoticeProps) {
  return (
    <div className={forms.notice} role="region" aria-label="Changes kept in this browser">
      <p>
        Changes you made here at <LocalTime at={keptAt} /> were not saved to the CMS. They are kept in this browser.
      </p>
      <p className={forms.inline}>
        <button type="button" className={forms.primary} onClick={onBringBack}>
          Bring them back
        </button>
        <button type="button" className={forms.secondary} onClick={onDiscard}>
          Discard them
        </button>
      </p>
    </div>
  );
}
