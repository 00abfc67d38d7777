// The page a refused preview link answers: what went wrong and what to do, never a 500 (docs/for-marketing-staff.md).
import { escapeMarkup } from '@/lib/html/text';
import { site } from '@/lib/site';
import type { PreviewStanding } from '@/lib/api';
import type { PreviewCheck } from '@site/shared/preview-token';

type Reason = Extract<PreviewCheck, { ok: false }>['reason'] | Exclude<PreviewStanding, 'live'> | 'disabled';

const REFUSALS: Record<Reason, { status: number; title: string; advice: string }> = {
  malformed: {
    status: 400,
    title: 'This is not a complete preview link',
    advice: 'The link may have been cut off when it was copied. Copy the whole link again, or ask for a new one.',
  },
  signature: {
    status: 401,
    title: 'This preview link is not valid',
    advice: 'It was changed after it was made, or links were revoked since. Ask whoever sent it for a new link.',
  },
  expired: {
    status: 410,
    title: 'This preview link has expired',
    advice: 'Preview links work for 7 days. Ask whoever sent it for a new link.',
  },
  revoked: {
    status: 410,
    title: 'This preview link was revoked',
    advice: 'Whoever manages the site’s content switched it off. Ask them for a new link if you still need it.',
  },
  'record-gone': {
    status: 404,
    title: 'The page this preview link was made for no longer exists',
    advice:
      'It was deleted after the link was made; a page made later at the same address is not opened by this link. ' +
      'Ask whoever sent it for a new link.',
  },
  unavailable: {
    status: 503,
    title: 'This preview link cannot be checked right now',
    advice: 'The site could not reach the content service. Try the link again in a few minutes.',
  },
  disabled: {
    status: 503,
    title: 'Previews are not set up on this site',
    advice: 'The site has no PREVIEW_SECRET. Ask the site’s administrator.',
  },
};

/** A small HTML page with the refusal's status; no script, no cache, not indexed. */
export function previewRefusal(reason: Reason): Response {
  const { status, title, advice } = REFUSALS[reason];
  const html = `<!doctype html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} | ${escapeMarkup(site.brand.name)}</title></head>
<body><main><h1>${title}</h1><p>${advice}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
