import type { ReactNode } from 'react';
import type { DisclosureItem } from '@/components/ui/types';
import type { FaqEntry } from '@/lib/copy/faq';
import { slugify } from '@site/shared/slugify';
import { RichText } from './RichText';

/** Ids from titles, made unique with a counter, so two tabs with one title never share an anchor. */
function uniqueIds(titles: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return titles.map((title, index) => {
    const base = slugify(title) || `item-${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

function toItems<T>(entries: readonly T[], title: (entry: T) => string, content: (entry: T) => ReactNode) {
  const ids = uniqueIds(entries.map(title));
  return entries.map((entry, index): DisclosureItem => ({
    id: ids[index]!,
    title: title(entry),
    content: content(entry),
  }));
}

/** API `{ title, html }` arrays (service includes, policy sections…) as tab or accordion items, HTML sanitised here on the server. */
export function htmlItems(entries: readonly { title: string; html: string }[]): DisclosureItem[] {
  return toItems(
    entries,
    (entry) => entry.title,
    (entry) => <RichText html={entry.html} />,
  );
}

/** FAQ copy as accordion items. */
export function faqItems(entries: readonly FaqEntry[]): DisclosureItem[] {
  return toItems(
    entries,
    (entry) => entry.question,
    (entry) => <p>{entry.answer}</p>,
  );
}
