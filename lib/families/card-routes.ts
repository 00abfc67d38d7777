// Where each family's card is drawn: one route (app/family-card/[family]/[slug]) for every family, served at
// `<page>/opengraph-image` by a rewrite, so a family needs no card file and every card URL stays where it was.
// Relative imports: next.config.ts reads these before path aliases exist.
import { CARD_FILE, type RecordFamily } from './family';
import { RECORD_FAMILIES } from './index';
import { paramOf } from './urls';

/** The one route that draws the cards, by family name and slug. */
export const CARD_ROUTE = '/family-card';

const asSource = (family: RecordFamily) => family.pattern.replace(`[${paramOf(family)}]`, `:${paramOf(family)}`);
const drawnAt = (family: RecordFamily) => `${CARD_ROUTE}/${family.name}/:${paramOf(family)}`;

/** The rewrites that serve each family's card under its page. */
export const CARD_REWRITES = RECORD_FAMILIES.map((family) => ({
  source: `${asSource(family)}/${CARD_FILE}`,
  destination: drawnAt(family),
}));

/** One URL per card: the drawing route's own path sends a visitor to the card's URL under the page. */
export const CARD_REDIRECTS = CARD_REWRITES.map(({ source, destination }) => ({
  source: destination,
  destination: source,
  permanent: true,
}));
