// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chatMessage } from '@/lib/alerts/chat-message';
import { leadFacts } from '@/lib/alerts/facts';
import { salesEmail } from '@/lib/alerts/sales-email';
import type { Lead } from '@/lib/leads/lead';
import { storedLead } from '../support/stored-lead';

const lead = (fields: Partial<Lead>): Lead =>
  storedLead({
    id: '0190a000-0000-7000-8000-0000000000aa',
    fields: { 'First Name': 'Siobhán', 'Last Name': "O'Brien-Smith", Email: 'siobhan@eire.example' },
    pageUrl: 'https://site.example/contact-us',
    createdAt: 1,
    queuedAt: 1,
    nextAttemptAt: 1,
    updatedAt: 1,
    ...fields,
  });

describe('the alerts of a lead held for review', () => {
  it('say "Held: check it." first, by email and in chat; an accepted lead’s do not', () => {
    const held = leadFacts(lead({ state: 'rejected', reason: 'too-fast' }), 'https://site.example');
    expect(salesEmail(held).subject).toBe('Held: check it. New lead from the Contact form');
    expect(salesEmail(held).text.split('\n')[0]).toMatch(/^Held: check it\. It was sent within 3 seconds/);
    expect(chatMessage(held).text).toMatch(/^Held: check it\. New lead from Siobhán O'Brien-Smith/);

    const accepted = leadFacts(lead({}), 'https://site.example');
    expect(salesEmail(accepted).subject).toBe('New lead from the Contact form');
    expect(chatMessage(accepted).text).toMatch(/^New lead from/);
    // A lead caught by a check that is a verdict (the honeypot) raises nothing, so its facts are never held ones.
    expect(leadFacts(lead({ state: 'rejected', reason: 'honeypot' }), 'https://site.example').held).toBe(false);
  });
});
