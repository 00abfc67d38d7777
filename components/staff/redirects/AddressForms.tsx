import { InputField } from '@/components/staff/Field';
import forms from '@/components/staff/shell/forms.module.scss';
import styles from '../shell/staff.module.scss';

const REDIRECTS = '/staff/redirects';

/** Searching only reads: a GET form, so a search can be reloaded and shared. */
export function RedirectSearch({ query }: { query: string }) {
  return (
    <form method="get" action={`${REDIRECTS}#list-heading`} className={styles.filters} role="search">
      <InputField
        id="redirect-search"
        name="q"
        type="search"
        label="Search redirects"
        hint="Any part of an address, or who made it."
        defaultValue={query}
      />
      <button type="submit" className={forms.secondary}>
        Search
      </button>
    </form>
  );
}

/** "Where does this address go?": a GET form too; the answer is read from the site, nothing changes. */
export function TraceForm({ address, error }: { address: string; error?: string }) {
  return (
    <form method="get" action={`${REDIRECTS}#trace-heading`} className={styles.filters} noValidate>
      <InputField
        id="trace-address"
        name="address"
        label="Address on this site"
        hint="A path such as /spring-offer, or a full address copied from the browser."
        defaultValue={address}
        error={error}
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit" className={forms.secondary}>
        Follow it
      </button>
    </form>
  );
}
