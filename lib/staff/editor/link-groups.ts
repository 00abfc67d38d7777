// What links to a record, sorted for its delete section: its sub-records apart (the CMS will not delete a record that
// has any), every other record once however many of its fields link, and the redirects to its pages.
import type { TypeDescription } from './editor-schema';
import type { LinkFrom, RecordLinks } from './record-links';

export interface LinkGroups {
  children: LinkFrom[];
  linking: LinkFrom[];
  redirects: RecordLinks['redirects'];
}

export function groupLinks({ links, redirects }: RecordLinks, type: Pick<TypeDescription, 'collection' | 'fields'>) {
  const parentFields = new Set(
    type.fields
      .filter((field) => field.kind === 'reference' && field.by === 'id' && field.to === type.collection)
      .map((field) => field.name),
  );
  const children = links.filter((link) => link.collection === type.collection && parentFields.has(link.field));
  const seen = new Set(children.map((link) => `${link.collection}/${link.slug}`));
  const linking = links.filter((link) => {
    const key = `${link.collection}/${link.slug}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { children, linking, redirects } satisfies LinkGroups;
}
