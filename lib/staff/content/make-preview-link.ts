import 'server-only';
// One way a preview link is made, from the record page or beside the editor: made by the CMS, then audited.
import { recordAudit } from '../audit/audit';
import type { StaffMember } from '../session';
import { createPreviewLink } from './cms-records';
import type { RecordRef } from './record-ref';

export async function makePreviewLink(who: StaffMember, record: RecordRef) {
  const made = await createPreviewLink(record.type, record.slug);
  await recordAudit({
    who,
    action: 'preview-link.create',
    target: `${record.type} ${record.slug}`,
    result: made.ok ? `link ${made.value.id}` : `refused: ${made.message}`,
  });
  return made;
}
