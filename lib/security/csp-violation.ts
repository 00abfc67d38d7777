// Reads one CSP violation out of a report body in either format browsers send.

/** What the server logs of a violation: enough to find the page and the script, nothing more. */
export interface CspViolation {
  document: string;
  directive: string;
  blocked: string;
  sample: string;
}

type Fields = Record<string, unknown>;
const FIELD_LENGTH = 200;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/** A field as one safe log token: control characters (forged log lines) removed, length capped. */
function clean(value: unknown): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ').slice(0, FIELD_LENGTH);
}

/** The page without its query or fragment, which may carry a visitor's tokens. */
function pageOf(url: unknown): string {
  try {
    const { origin, pathname } = new URL(String(url));
    return clean(origin + pathname);
  } catch {
    return clean(url);
  }
}

function fromCspReport(report: Fields): CspViolation {
  return {
    document: pageOf(report['document-uri']),
    directive: clean(report['effective-directive'] ?? report['violated-directive']),
    blocked: clean(report['blocked-uri']),
    sample: clean(report['script-sample']),
  };
}

function fromReportingApi(body: Fields): CspViolation {
  return {
    document: pageOf(body.documentURL),
    directive: clean(body.effectiveDirective),
    blocked: clean(body.blockedURL),
    sample: clean(body.sample),
  };
}

/**
 * The violations in a parsed body: `application/csp-report` (`{"csp-report": {…}}`, report-uri) or
 * `application/reports+json` (`[{type: "csp-violation", body: {…}}]`, report-to). Other report types are skipped.
 */
export function violationsIn(json: unknown): CspViolation[] {
  if (Array.isArray(json)) {
    return json
      .filter((report) => isObject(report) && report.type === 'csp-violation' && isObject(report.body))
      .map((report) => fromReportingApi((report as { body: Fields }).body));
  }
  return isObject(json) && isObject(json['csp-report']) ? [fromCspReport(json['csp-report'])] : [];
}

/** One log line per violation. */
export const describeViolation = (v: CspViolation): string =>
  `CSP violation on ${v.document}: ${v.directive} blocked ${v.blocked || 'inline'}${v.sample ? ` (sample: ${v.sample})` : ''}`;
