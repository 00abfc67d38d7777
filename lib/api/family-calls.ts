import 'server-only';
// Each record family's two content API reads, made from its definition (lib/families): its calls, its schemas,
// its route's parameter name and its tags, so no family's getter is written by hand.
import { cache } from 'react';
import { RECORD_FAMILIES, type FAMILIES, type RecordFamily } from '@/lib/families';
import type { DetailOf, FamilySchemas, ListOf } from '@/lib/families/family';
import { paramOf } from '@/lib/families/urls';
import type { RecordTypeName } from '@site/shared/content-types';
import { apiGet } from './fetch';
import { listTag, slugTag } from './tags';

export interface FamilyCalls<Schemas extends FamilySchemas> {
  /** The record, or null when the API answers none; `fresh` bypasses the data cache. */
  detail: (slug: string, fresh?: boolean) => Promise<DetailOf<Schemas> | null>;
  list: () => Promise<ListOf<Schemas>>;
}

function callsOf<Schemas extends FamilySchemas>(family: RecordFamily<RecordTypeName, Schemas>): FamilyCalls<Schemas> {
  return {
    // The schema's output is the record or null; TypeScript cannot follow that through a generic schema.
    detail: cache(
      async (slug: string, fresh = false) =>
        apiGet<Schemas['detail']>(family.calls.detail, {
          schema: (await family.schemas()).detail,
          params: { [paramOf(family)]: slug },
          tags: [slugTag(family.name, slug)],
          oneRecord: family.calls.recordAt,
          fresh,
        }) as Promise<DetailOf<Schemas> | null>,
    ),
    list: cache(async () =>
      apiGet<Schemas['list']>(family.calls.list, {
        schema: (await family.schemas()).list,
        tags: [listTag(family.name)],
      }),
    ),
  };
}

type Families = typeof FAMILIES;
type SchemasOf<F> = F extends RecordFamily<RecordTypeName, infer Schemas> ? Schemas : never;

/** `FAMILY_CALLS.event.detail(slug)`, `FAMILY_CALLS.service.list()`: each family's reads, typed by its schemas. */
export const FAMILY_CALLS = Object.fromEntries(
  RECORD_FAMILIES.map((family) => [family.name, callsOf(family)]),
) as unknown as { [Name in keyof Families]: FamilyCalls<SchemasOf<Families[Name]>> };
