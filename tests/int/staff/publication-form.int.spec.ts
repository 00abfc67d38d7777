import { describe, expect, it } from 'vitest';
import { readPublicationForm } from '@/lib/staff/content/publication-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('the publication form', () => {
  it('counts a take-down as confirmed only with the question’s own answer', () => {
    const asked = (fields: Record<string, string>) => readPublicationForm(form({ status: 'draft', ...fields }));
    expect(asked({}).takeDownConfirmed).toBe(false);
    expect(asked({ confirm: 'yes' }).takeDownConfirmed).toBe(false);
    expect(asked({ confirm: 'take-down' }).takeDownConfirmed).toBe(true);
  });

  it('sends the browser’s ISO instants in UTC, and empty fields as none', () => {
    const read = readPublicationForm(
      form({
        status: 'published',
        publish_at: '2026-12-07T09:00:00.000+01:00',
        publish_at_local: '2026-12-07T09:00',
        unpublish_at: '',
      }),
    );
    expect(read.errors).toEqual({});
    expect(read.publication).toEqual({
      status: 'published',
      publish_at: '2026-12-07T08:00:00.000Z',
      unpublish_at: null,
    });
    expect(read.values.publishAtLocal).toBe('2026-12-07T09:00');
  });

  it('refuses a state that is not one of the two, and times that are not instants, keeping what was typed', () => {
    const read = readPublicationForm(
      form({
        status: 'Draft',
        publish_at: '2026-12-07 09:00',
        publish_at_local: '2026-12-07 09:00',
        unpublish_at: 'soon',
      }),
    );
    expect(read.errors).toEqual({
      status: 'Choose Draft or Published.',
      publish_at: expect.stringMatching(/not a date and time/),
      unpublish_at: expect.stringMatching(/not a date and time/),
    });
    expect(read.values.publishAtLocal).toBe('2026-12-07 09:00');
  });

  it('asks for a take-down after the publication', () => {
    const read = readPublicationForm(
      form({ status: 'published', publish_at: '2026-12-07T09:00:00Z', unpublish_at: '2026-12-07T08:00:00Z' }),
    );
    expect(read.errors.unpublish_at).toMatch(/after it goes live/);
  });
});
