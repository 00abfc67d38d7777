import { serializeJsonLd } from '@/lib/seo/jsonld';

type JsonLdObject = Record<string, unknown>;

/** Structured data for crawlers, rendered into the server HTML. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
