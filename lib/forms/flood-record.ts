// What a flood's refused post keeps for staff to review (lib/forms/spam.ts): each value cut short, and the record as a
// whole bounded in bytes, so a stranger's padding never reaches the disk.
import type { Touch } from '@/lib/leads/attribution';
import type { LeadFields, NewLead } from '@/lib/leads/lead';

/** A value keeps at most this much: enough for a person to recognise a lead. */
export const FLOOD_FIELD_CHARS = 200;
/** The fields, page and attribution as stored (JSON, UTF-8) at most: a name, an address and a message's first words. */
export const FLOOD_RECORD_BYTES = 2_000;

type Kept = Pick<NewLead, 'fields' | 'pageUrl' | 'attribution'>;

const cutFields = (fields: LeadFields, chars: number): LeadFields =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map((item) => item.slice(0, chars)) : value.slice(0, chars),
    ]),
  );

const cutTouch = (touch: Touch, chars: number): Touch =>
  Object.fromEntries(Object.entries(touch).map(([key, value]) => [key, value.slice(0, chars)]));

const cutTo = ({ fields, pageUrl, attribution }: Kept, chars: number): Kept => ({
  fields: cutFields(fields, chars),
  pageUrl: pageUrl.slice(0, chars),
  attribution: attribution && {
    first: cutTouch(attribution.first, chars),
    latest: cutTouch(attribution.latest, chars),
  },
});

const bytesOf = ({ fields, pageUrl, attribution }: Kept) =>
  Buffer.byteLength(JSON.stringify(fields)) +
  Buffer.byteLength(pageUrl) +
  Buffer.byteLength(JSON.stringify(attribution ?? null));

/**
 * The lead with every value cut to FLOOD_FIELD_CHARS, then all cut shorter alike until the record fits
 * FLOOD_RECORD_BYTES: a short value (a form's hidden CRM fields) stays whole while the padded ones shrink.
 */
export function floodRecord<T extends Kept>(lead: T): T {
  let chars = FLOOD_FIELD_CHARS;
  let kept = cutTo(lead, chars);
  while (chars > 0 && bytesOf(kept) > FLOOD_RECORD_BYTES) {
    chars = Math.floor(chars * 0.8);
    kept = cutTo(lead, chars);
  }
  return { ...lead, ...kept };
}
