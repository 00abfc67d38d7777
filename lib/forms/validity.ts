// Turns a control's failed browser check into our own words; client-safe.

/** What each browser check says, by the control's ValidityState flag; flags a field never trips are left out. */
export interface FieldMessages {
  valueMissing?: string;
  typeMismatch?: string;
  tooShort?: string;
  tooLong?: string;
  patternMismatch?: string;
  customError?: string;
}

// Length before pattern: '12345' is short of digits before it is anything else.
const ORDER = ['valueMissing', 'typeMismatch', 'tooShort', 'tooLong', 'patternMismatch', 'customError'] as const;

/** Our message for the first failed check, else the browser's own (which holds a `title` or custom validity). */
export function messageFor(
  validity: ValidityState,
  messages: FieldMessages | undefined,
  browserMessage: string,
): string | undefined {
  if (validity.valid) return undefined;
  const failed = ORDER.find((flag) => validity[flag]);
  return (failed && messages?.[failed]) || browserMessage || undefined;
}
