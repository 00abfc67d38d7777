// The chat message (Slack-compatible JSON) for a new lead: who, from which form, page and campaign, and the console
// link. Never the message body, nor the person's email or phone: a channel is read by more people than sales.
import { HELD_NOTE, type LeadFacts } from './facts';

/** Slack's mrkdwn escapes: without them a name like `<!channel>` would ping everyone, or `<url|x>` make a link. */
const mrkdwn = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface ChatMessage {
  text: string;
  blocks: { type: 'section'; text?: { type: 'mrkdwn'; text: string }; fields?: { type: 'mrkdwn'; text: string }[] }[];
}

export function chatMessage(facts: LeadFacts): ChatMessage {
  const who = `${mrkdwn(facts.name)}${facts.company ? ` (${mrkdwn(facts.company)})` : ''}`;
  const held = facts.held ? `${HELD_NOTE} ` : '';
  const text = `${held}New lead from ${who} on the ${mrkdwn(facts.form)} form: <${facts.consoleUrl}|open the lead>`;
  const fields = [
    `*Form*\n${mrkdwn(facts.form)}`,
    `*Page*\n${mrkdwn(facts.page)}`,
    `*Campaign*\n${facts.campaign ? mrkdwn(facts.campaign) : 'none'}`,
  ].map((field) => ({ type: 'mrkdwn' as const, text: field }));
  return {
    text,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text } },
      { type: 'section', fields },
    ],
  };
}
