import { InputField, SelectField } from '@/components/staff/Field';
import forms from '@/components/staff/shell/forms.module.scss';
import styles from '@/components/staff/shell/staff.module.scss';
import type { TypeDescription } from '@/lib/staff/editor/editor-schema';
import { FIND_WORDS_MAX, type FinderQuery } from '@/lib/staff/editor/finder-query';
import { upperFirst } from '@/lib/staff/words';

interface FinderFormProps {
  types: readonly TypeDescription[];
  query: FinderQuery;
}

/** A GET form: it only chooses what the list shows, so the address can be shared and reloaded, and needs no script. */
export function FinderForm({ types, query }: FinderFormProps) {
  const options = types.map((type) => ({ value: type.collection, label: upperFirst(type.noun) }));
  return (
    <form method="get" className={styles.filters} role="search" aria-label="Find a record">
      <SelectField id="find-type" name="type" label="Type" options={options} defaultValue={query.collection ?? ''} />
      <InputField
        id="find-words"
        name="q"
        type="search"
        label="Words in its title or address"
        maxLength={FIND_WORDS_MAX}
        defaultValue={query.words}
      />
      <button type="submit" className={forms.secondary}>
        Find
      </button>
    </form>
  );
}
