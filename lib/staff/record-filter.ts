// The drafts page's filter, read from its address: only known types and states count, the rest is ignored.
import type { PreviewType } from '@site/shared/preview-token';
import { RECORD_STATES, type RecordState } from './cms/admin-schemas';
import { isRecordType } from './content/record-ref';

export type SearchParams = Record<string, string | string[] | undefined>;

/** What the page shows before anyone filters: what is not yet public. */
const DEFAULT_STATES: readonly RecordState[] = ['draft', 'scheduled'];

const all = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

export interface RecordFilter {
  type: PreviewType | null;
  states: RecordState[];
}

export function readRecordFilter(params: SearchParams): RecordFilter {
  const [type] = all(params.type).filter(isRecordType);
  const asked = all(params.state).filter((state): state is RecordState =>
    (RECORD_STATES as readonly string[]).includes(state),
  );
  return { type: type ?? null, states: asked.length > 0 ? [...new Set(asked)] : [...DEFAULT_STATES] };
}
