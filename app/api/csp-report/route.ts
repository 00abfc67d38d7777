import { createCspReportReceiver } from '@/lib/security/csp-reports';

// Where browsers report what the CSP blocked (report-uri / report-to). Other methods get Next's 405.
export const POST = createCspReportReceiver();
