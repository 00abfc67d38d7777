// The honeypot every lead form carries (issue 18, section 3): a field people never see or reach, which form-filling
// bots fill. A lead with it filled is stored as rejected and thanked like any other, so a bot learns nothing.

/** A name bots fill by habit, used by no spec field (the company website is LEADCF16). */
export const HONEYPOT_FIELD = 'website';

/** Whether any value was posted in the honeypot (it is never stored or forwarded: no form defines it). */
export const honeypotFilled = (form: FormData): boolean => form.getAll(HONEYPOT_FIELD).some((value) => value !== '');
