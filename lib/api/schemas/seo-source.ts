// What a detail answer says about its own search snippet; lib/seo/record-seo.ts completes it for the page.

/** A record's SEO fields as the CMS has them: the API boundary reshapes them, lib/seo/record-seo.ts completes them. */
export interface SeoSource {
  metaTitle: string | null | undefined;
  metaDescription: string | null | undefined;
  /** Used when the CMS left the meta title empty. */
  title: string;
  /** Candidates for an empty meta description, best first; HTML is reduced to text. */
  fallbackDescriptions: readonly (string | null | undefined)[];
  image?: { src: string; alt: string } | null;
}
