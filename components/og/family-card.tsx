import 'server-only';
// A record family's social card, drawn from its definition: its detail call (the same tagged read as its page, so an
// edit that re-renders the page re-renders the card) and its kicker; a record that is gone gets the fixed pages' card.
import { FAMILY_CALLS } from '@/lib/api';
import { CARD_COPY } from '@/lib/copy/social-cards';
import { FAMILIES, type RecordFamily } from '@/lib/families';
import { isRecordTypeName } from '@site/shared/content-types';
import { cardResponse } from './card-response';

/** The card of `slug` in family `name`; a name no family has is a 404 that reads nothing. */
export async function familyCard(name: string, slug: string): Promise<Response> {
  if (!isRecordTypeName(name)) return new Response('No such card', { status: 404 });
  const family: RecordFamily = FAMILIES[name];
  const record = await FAMILY_CALLS[name].detail(slug);
  return cardResponse(record ? { kicker: family.kicker(record), title: record.title } : CARD_COPY.fixedPages);
}
