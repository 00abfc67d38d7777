import { ERASE_FACTS } from '@/lib/staff/leads/lead-erase';

/** What erasing does, and plainly what it cannot reach, before anyone presses the button. */
export function ErasureFacts() {
  return (
    <ul>
      <li>{ERASE_FACTS.removes}</li>
      <li>{ERASE_FACTS.exports}</li>
      <li>{ERASE_FACTS.cannot}</li>
      <li>The audit log records who erased and when, never whom.</li>
    </ul>
  );
}
