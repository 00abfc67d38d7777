import type { Metadata } from 'next';
import { AddRedirectForm } from '@/components/staff/redirects/AddRedirectForm';
import { RedirectSearch, TraceForm } from '@/components/staff/redirects/AddressForms';
import { count } from '@/lib/text/count';
import { RedirectList } from '@/components/staff/redirects/RedirectList';
import { TraceResult } from '@/components/staff/redirects/TraceResult';
import { Unavailable } from '@/components/staff/Unavailable';
import styles from '@/components/staff/shell/staff.module.scss';
import { site } from '@/lib/site';
import { addRedirectAction, removeRedirectAction } from '@/lib/staff/redirects/actions';
import { searchRedirects } from '@/lib/staff/redirects/redirect-form';
import { sitePathOf } from '@/lib/staff/redirects/redirect-trace';
import { listRedirects, siteAnswers, traceOnSite } from '@/lib/staff/redirects/redirects';
import type { SearchParams } from '@/lib/staff/record-filter';
import { describeSiteAnswer } from '@/lib/staff/redirects/site-answer';
import { SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';

export const metadata: Metadata = { title: SCREENS.redirects.title };

/** How many matches the list shows (and checks on the site) at once. */
const SHOWN = 50;

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 2_000) : '');

async function Trace({ address }: { address: string }) {
  const path = sitePathOf(address, site.siteUrl);
  if (!path.ok) return <TraceForm address={address} error={path.message} />;
  return (
    <>
      <TraceForm address={address} />
      <TraceResult address={path.path} trace={await traceOnSite(path.path)} />
    </>
  );
}

export default async function RedirectsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireScreen(SCREENS.redirects);
  const params = await searchParams;
  const [query, address] = [one(params.q), one(params.address)];
  const redirects = await listRedirects();
  const found = redirects.ok ? searchRedirects(redirects.value, query) : [];
  const matches = found.slice(0, SHOWN);
  const hops = await siteAnswers(matches);
  const answers = new Map(matches.map((r) => [r.id, describeSiteAnswer(r, hops.get(r.id) ?? null, site.siteUrl)]));
  return (
    <div className={styles.page}>
      <header className={styles.section}>
        <h1>{SCREENS.redirects.title}</h1>
        <p className={styles.lead}>
          Send visitors from an old address to a new one. A page renamed in the CMS gets its redirect by itself; add one
          here for an address that has no page, such as a finished campaign.
        </p>
      </header>
      {redirects.ok ? (
        <section className={styles.section} aria-labelledby="add-heading">
          <h2 id="add-heading">Add a redirect</h2>
          <AddRedirectForm action={addRedirectAction} />
        </section>
      ) : (
        <Unavailable message={redirects.message} />
      )}
      <section className={styles.section} aria-labelledby="trace-heading">
        <h2 id="trace-heading">Where does this address go?</h2>
        {address ? <Trace address={address} /> : <TraceForm address="" />}
      </section>
      {redirects.ok && (
        <section className={styles.section} aria-labelledby="list-heading">
          <h2 id="list-heading">All redirects</h2>
          <RedirectSearch query={query} />
          <p className={styles.hint} role="status">
            {query
              ? `${found.length} of ${redirects.value.length} match “${query}”.`
              : `${count(redirects.value.length, 'redirect')}.`}
            {matches.length === SHOWN && ` The first ${SHOWN} are shown: search to narrow them.`}
          </p>
          <RedirectList redirects={matches} answers={answers} remove={removeRedirectAction} />
        </section>
      )}
    </div>
  );
}
