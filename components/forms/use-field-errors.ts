'use client';
import { useEffect, useState, type ChangeEvent, type RefObject } from 'react';
import { messageFor, type FieldMessages } from '@/lib/forms/validity';

export type FieldErrors = Readonly<Record<string, string>>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const controlsNamed = (form: HTMLFormElement, name: string) =>
  [...form.elements].filter(
    (element): element is Control => 'validity' in element && (element as Control).name === name,
  );

/**
 * Our message beside each field the browser refuses on submit (its `invalid` event), keyed by the
 * control's name; a field's message goes as soon as it is valid. The browser's own check still blocks the submit.
 */
export function useFieldErrors(
  form: RefObject<HTMLFormElement | null>,
  messages: Readonly<Record<string, FieldMessages>>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // `invalid` does not bubble, so the form listens in the capture phase.
    const onInvalid = (event: Event) => {
      const control = event.target as Control;
      const message = messageFor(control.validity, messages[control.name], control.validationMessage);
      if (message)
        setErrors((shown) => (shown[control.name] === message ? shown : { ...shown, [control.name]: message }));
    };
    element.addEventListener('invalid', onInvalid, true);
    return () => element.removeEventListener('invalid', onInvalid, true);
  }, [form, messages]);

  const clearWhenValid = (event: ChangeEvent<HTMLFormElement>) => {
    const { name } = event.target as unknown as Control;
    if (!name || !errors[name] || !form.current) return;
    if (controlsNamed(form.current, name).every((control) => control.validity.valid)) {
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    }
  };

  return { errors, clearWhenValid };
}
