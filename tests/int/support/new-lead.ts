import type { NewLead } from '@/lib/leads/lead';

/** A contact lead as the queues' specs store it: a repeated field, quotes and a line break among its values. */
export const newLead = (id: string, extra: Partial<NewLead> = {}): NewLead => ({
  id,
  formId: 'contact',
  fields: { 'First Name': 'Ana', LEADCF11: ['React', 'Go'], Description: 'a "quoted", line\nbreak' },
  pageUrl: 'http://localhost:3000/contact-us?utm=x',
  ...extra,
});
