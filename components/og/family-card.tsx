import 'server-only';
// A record family's social card, drawn from its definition: its detail call (the same tagged read as its page, so an
// edit that re-renders the page re-renders the card) and its kicker; a record that is gone gets the fixed pages' card.
import { FAMILY_CALLS } from '@/lib/api';
import { CARD_COPY } from '@/lib/copy/social-cards';
import { FAMILIES, type RecordFamily } from '@/lib/families';
import { paramOf } from '@/lib/families/urls';
import type { RecordTypeName } from '@site/shared/content-types';
import { cardResponse } from './card-response';

/** The `opengraph-image` route's default export for a family's card. */
export const familyCard =
  (name: RecordTypeName) =>
  async ({ params }: { params: Promise<Record<string, string>> }) => {
    const family: RecordFamily = FAMILIES[name];
    const record = await FAMILY_CALLS[name].detail((await params)[paramOf(family)] ?? '');
    return cardResponse(record ? { kicker: family.kicker(record), title: record.title } : CARD_COPY.fixedPages);
  };
