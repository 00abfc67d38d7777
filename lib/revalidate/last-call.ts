import 'server-only';
import { readNote, writeNote } from '@/lib/health/notes';

/** The last authenticated webhook call, as /staff/health shows it. */
export interface WebhookCall {
  at: number;
  /** The body as the CMS sent it (its first 200 characters), or why it was not read. */
  body: string;
  status: number;
  result: string;
  /** The pages re-rendered, when the call was taken. */
  pages?: number;
}

const NAME = 'webhook:last';

/** Notes the call; a failure to note it never fails the webhook. */
export async function noteWebhookCall(call: WebhookCall): Promise<void> {
  await writeNote(NAME, { ...call, body: call.body.slice(0, 200) }).catch((error: unknown) =>
    console.warn('Could not note the webhook call for /staff/health:', error),
  );
}

export const lastWebhookCall = () => readNote<WebhookCall>(NAME);
