// One audit line from a console action: each text bounded, so no action can grow the log without limit.
import type { StaffMember } from '../roles';
import type { AuditRecord } from '../store/kv';

const LIMITS = { action: 64, target: 300, result: 300 } as const;
const bounded = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function auditRecord(
  { who, action, target, result }: { who: StaffMember; action: string; target: string; result: string },
  at: number,
): AuditRecord {
  return {
    at,
    personId: who.id,
    name: bounded(who.name, 100),
    email: bounded(who.email, 254),
    action: bounded(action, LIMITS.action),
    target: bounded(target, LIMITS.target),
    result: bounded(result, LIMITS.result),
  };
}
