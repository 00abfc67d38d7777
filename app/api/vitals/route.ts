import { site } from '@/lib/site';
import { createVitalsEndpoint } from '@/lib/vitals/endpoint';
import { vitalsStore } from '@/lib/vitals/site-store';

export const dynamic = 'force-dynamic';

// POST: one page view's Web Vitals (the island's beacon); GET: their summary, for VITALS_READ_TOKEN (docs/field-data.md).
export const { POST, GET } = createVitalsEndpoint({
  store: vitalsStore,
  readToken: site.vitals.readToken,
  perAddressPerDay: site.vitals.viewsPerAddress,
});
