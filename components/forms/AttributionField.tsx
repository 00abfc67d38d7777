'use client';
import { useEffect, useRef } from 'react';
import { ATTRIBUTION_FIELD } from '@/lib/leads/attribution';
import { storedTouches } from '@/lib/leads/touch-store';

/**
 * Where the visitor came from, posted with the form: the tab's touches are read when the form's data is gathered
 * (its `formdata` event), so the post carries them as they are at submit. Empty without JavaScript: the server then
 * reads the form's page (lib/forms/lead-provenance.ts).
 */
export function AttributionField() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const add = (event: FormDataEvent) => event.formData.set(ATTRIBUTION_FIELD, storedTouches());
    form.addEventListener('formdata', add);
    return () => form.removeEventListener('formdata', add);
  }, []);
  return <input ref={input} type="hidden" name={ATTRIBUTION_FIELD} defaultValue="" />;
}
