import type { ConsoleMessage, Page } from './test';

/** The reCAPTCHA library's own warnings (spec 001 §8): expected here, where its script cannot load. */
const EXPECTED = [
  /recaptcha key not provided/i,
  /recaptcha script is not available/i,
  /error loading google recaptcha script/i,
];

/** A 404 page's own document answers 404 on purpose; the browser logs that too. */
function isOwnNotFoundDocument(page: Page, message: ConsoleMessage): boolean {
  return /status of 404/.test(message.text()) && message.location().url === page.url();
}

/** Collects console errors and uncaught exceptions, ignoring only the expected ones above. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const expected = EXPECTED.some((pattern) => pattern.test(message.text()));
    if (expected || isOwnNotFoundDocument(page, message)) return;
    problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
