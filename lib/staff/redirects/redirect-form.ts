// The add-a-redirect form's values, checks and refusals, shared by its server action and its island.
import type { StoredRedirect } from '../cms/admin-schemas';

export const ADDRESS_MAX = 2_000;

export type RedirectField = 'from' | 'to' | 'kind';

export interface RedirectValues {
  from: string;
  to: string;
  kind: 'permanent' | 'temporary';
}

export interface RedirectFormState {
  status: 'idle' | 'added' | 'refused';
  values: RedirectValues;
  errors: Partial<Record<RedirectField, string>>;
  /** Said above the form: what was added, or a refusal no field owns. */
  message?: string;
}

export const INITIAL_REDIRECT_FORM: RedirectFormState = {
  status: 'idle',
  values: { from: '', to: '', kind: 'permanent' },
  errors: {},
};

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim().slice(0, ADDRESS_MAX + 1) : '';
};

/** What was typed, bounded, and what must be fixed before the CMS is asked. */
export function readRedirectForm(data: FormData): { values: RedirectValues; errors: RedirectFormState['errors'] } {
  const values: RedirectValues = {
    from: text(data, 'from'),
    to: text(data, 'to'),
    kind: data.get('kind') === 'temporary' ? 'temporary' : 'permanent',
  };
  const errors: RedirectFormState['errors'] = {};
  for (const field of ['from', 'to'] as const) {
    if (values[field] === '')
      errors[field] = `Enter the ${field === 'from' ? 'old' : 'new'} address, such as /pricing.`;
    else if (values[field].length > ADDRESS_MAX) errors[field] = `Use at most ${ADDRESS_MAX} characters.`;
  }
  return { values, errors };
}

/** The field a refusal of the admin API names (`to: … would loop`), with the message that goes beside it. */
export function refusalField(message: string): { field: RedirectField | null; text: string } {
  const match = /^(from|to|status): (.+)$/s.exec(message);
  if (!match) return { field: null, text: message };
  return { field: match[1] === 'status' ? 'kind' : (match[1] as RedirectField), text: match[2]! };
}

/** The redirects whose from, to or author contains every word of `query` (any case). */
export function searchRedirects(redirects: readonly StoredRedirect[], query: string): StoredRedirect[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...redirects];
  return redirects.filter((redirect) => {
    const haystack = `${redirect.from} ${redirect.to} ${redirect.created_by}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
