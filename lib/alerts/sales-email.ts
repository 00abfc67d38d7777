// The email sales gets for a new lead: the facts and how to reach the person, never the message they typed.
import { escapeMarkup } from '@/lib/html/text';
import { HELD_NOTE, type LeadFacts } from './facts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const rowsOf = (facts: LeadFacts): [string, string][] =>
  (
    [
      ['Name', facts.name],
      ['Company', facts.company],
      ['Email', facts.email],
      ['Phone', facts.phone],
      ['Form', facts.form],
      ['Page', facts.page],
      ['Campaign', facts.campaign],
    ] satisfies [string, string | null][]
  ).filter((row): row is [string, string] => row[1] !== null);

export function salesEmail(facts: LeadFacts): EmailContent {
  const rows = rowsOf(facts);
  // No word the visitor typed goes into a header: the subject names the site's own form, the body the person.
  const subject = `${facts.held ? `${HELD_NOTE} ` : ''}New lead from the ${facts.form} form`;
  // Held for review: sent faster than the spam check expects, so it waits in the console until a person delivers it.
  const note = facts.held ? [`${HELD_NOTE} It was sent within 3 seconds of its page loading: deliver it if real.`] : [];
  const text = [
    ...note,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open the lead: ${facts.consoleUrl}`,
  ].join('\n');
  const cells = rows
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeMarkup(value)}</td></tr>`)
    .join('');
  const html =
    note.map((line) => `<p><strong>${escapeMarkup(line)}</strong></p>`).join('') +
    `<table>${cells}</table>` +
    `<p><a href="${escapeMarkup(facts.consoleUrl)}">Open the lead in the console</a></p>`;
  return { subject, text, html };
}
