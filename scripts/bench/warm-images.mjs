// Requests every image variant a page names once, as Chromium would (AVIF/WebP `Accept`), before it is
// measured: the content API encodes a variant on its first request (0.3–1 s of sharp on this machine)
// and serves it from disk after, as a CDN in front of it would. Lighthouse then times delivery, not encoding.
const ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
// On the content API itself, or on the site's own origin (`/media/variants/…`, docs/images.md).
const VARIANT_URL = /(?:https?:\/\/[^\s"',]+|\/media)\/variants\/\d+\/\d+\/[^\s"',]+/g;
const PARALLEL = 4;

/**
 * Fetches each variant URL in the page's HTML, the site's own through `via` (an edge, whose cache it fills);
 * returns how many there were.
 */
export async function warmImages(pageUrl, via = pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  const urls = [...new Set(html.match(VARIANT_URL) ?? [])].map((url) => new URL(url, via).href);
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      await fetch(url, { headers: { accept: ACCEPT } })
        .then((response) => response.arrayBuffer())
        .catch((error) => console.warn(`Could not warm ${url}: ${error.message}`));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return urls.length;
}
