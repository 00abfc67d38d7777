import type { PointerEvent } from 'react';
import { CENTRE, splitFocus, withFocus, type Focus } from '@site/shared/image-focus';
import forms from '@/components/staff/shell/forms.module.scss';
import styles from './focal-point.module.scss';

// Each shape's aspect ratio is its class in focal-point.module.scss.
const CUTS = [
  { name: 'Card', shape: styles.card },
  { name: 'Post', shape: styles.post },
  { name: 'Banner', shape: styles.banner },
] as const;

interface FocalPointProps {
  /** The field's value: the photo's path, with its focal point when one is set. */
  address: string;
  /** The photo, large enough to point at. */
  picture: string;
  fieldId: string;
  onChange: (address: string) => void;
}

// The console's CSP refuses style attributes in its HTML, and styles set from script are allowed: the point is two
// custom properties set on the element, which the marker and the cut photos read.
const placeAt = (focus: Focus) => (element: HTMLElement | null) => {
  element?.style.setProperty('--focus-x', `${focus.x}%`);
  element?.style.setProperty('--focus-y', `${focus.y}%`);
};

const percent = (offset: number, size: number) => Math.min(100, Math.max(0, Math.round((offset / size) * 100)));

const focusWords = (focus: Focus) =>
  focus.x === CENTRE.x && focus.y === CENTRE.y ? 'the centre' : `${focus.x}% across, ${focus.y}% down`;

/** The point of a photo that stays in view wherever a page cuts it to fit: a click on the photo, or two sliders. */
export function FocalPoint({ address, picture, fieldId, onChange }: FocalPointProps) {
  const focus = splitFocus(address).focus ?? CENTRE;
  const set = (next: Focus) => onChange(withFocus(address, next));
  const point = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    set({ x: percent(event.clientX - box.left, box.width), y: percent(event.clientY - box.top, box.height) });
  };
  const slider = (axis: keyof Focus, label: string) => (
    <label className={styles.slider}>
      {label}
      <input
        type="range"
        min={0}
        max={100}
        value={focus[axis]}
        aria-valuetext={`${focus[axis]}%`}
        onChange={(event) => set({ ...focus, [axis]: Number(event.target.value) })}
      />
    </label>
  );
  return (
    <details className={styles.focal} id={`${fieldId}-focus`} ref={placeAt(focus)}>
      <summary>Focal point: {focusWords(focus)}</summary>
      <p className={forms.hint}>
        Pages cut this photo to fit a card or a banner; the point you choose stays in view. Click the photo or use the
        sliders.
      </p>
      {/* The pointer's shortcut; the sliders below set the same point from the keyboard or a screen reader. */}
      <div className={styles.chooser} onPointerDown={point} aria-hidden="true">
        {/* eslint-disable-next-line @next/next/no-img-element -- a console preview of a stored upload's variant */}
        <img src={picture} alt="" draggable={false} />
        <span className={styles.marker} />
      </div>
      {slider('x', 'Across, from the left')}
      {slider('y', 'Down, from the top')}
      <button type="button" className={forms.secondary} onClick={() => set(CENTRE)}>
        Back to the centre
      </button>
      <ul className={styles.cuts} aria-label="How pages cut it">
        {CUTS.map((cut) => (
          <li key={cut.name}>
            <span className={`${styles.cut} ${cut.shape}`}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the same variant, cut as a page cuts it */}
              <img src={picture} alt="" />
            </span>
            {cut.name}
          </li>
        ))}
      </ul>
    </details>
  );
}
