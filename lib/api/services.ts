import 'server-only';
import { site } from '@/lib/site';
import { cache } from 'react';
import { apiGet, apiPost } from './fetch';
import { quoteAnswerSchema } from './schemas/pages';
import { serviceDetailSchema, serviceListSchema } from './schemas/services';
import { slugTag, TAGS } from './tags';
import type { QuoteInput } from '@/lib/forms/quote';

export const getServiceMenu = cache(() =>
  apiGet('get-service-list', { schema: serviceListSchema, tags: [TAGS.serviceList] }),
);

/** The service (top-level or child), or null when every array is empty. */
export const getServiceDetail = cache((slug: string, fresh = false) =>
  apiGet('get-service-details', {
    schema: serviceDetailSchema,
    params: { slug },
    tags: [slugTag('service', slug)],
    lookup: true,
    fresh,
  }),
);

export interface QuoteRequest extends QuoteInput {
  pageUrl: string;
  service_title: string;
}

/** Stores a quote request; a 422 with field errors is part of the contract, not a failure. */
export async function submitQuote(request: QuoteRequest) {
  const answer = await apiPost('service-form-submit-action', {
    schema: quoteAnswerSchema,
    form: { ...request },
    acceptStatus: [422],
    // The content API stores a quote only from the site's server, never from a browser.
    bearer: site.contentApiSubmitToken,
  });
  return { ok: answer.result === 1, errors: answer.errors ?? {} };
}
