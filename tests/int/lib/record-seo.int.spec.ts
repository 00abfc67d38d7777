// @vitest-environment node
// The API boundary hands over what the CMS says; the generated lines are added where metadata is built.
import { describe, expect, it } from 'vitest';
import { SEO_FALLBACKS } from '@/lib/copy/seo-fallbacks';
import { categorySeo, eventSeo, postSeo, serviceSeo } from '@/lib/seo/record-seo';

const empty = { metaTitle: null, metaDescription: null, fallbackDescriptions: [] };

describe('record SEO', () => {
  it('keeps what the CMS wrote', () => {
    const seo = { metaTitle: 'Meta title', metaDescription: '<p>Meta text</p>', title: 'QA', fallbackDescriptions: [] };
    expect(serviceSeo({ seo, title: 'QA' })).toMatchObject({ title: 'Meta title', description: 'Meta text' });
    expect(categorySeo({ seo, title: 'QA' })).toMatchObject({ title: 'Meta title', description: 'Meta text' });
  });

  it('fills empty fields with the record’s own text first, then the generated line', () => {
    const event = { title: 'Remote Summit', city: 'Toronto', date: '12 Dec, 2026' };
    expect(
      eventSeo({ ...event, seo: { ...empty, title: event.title, fallbackDescriptions: ['<b>Talks</b>'] } }),
    ).toMatchObject({ title: 'Remote Summit', description: 'Talks' });
    expect(eventSeo({ ...event, seo: { ...empty, title: event.title } }).description).toBe(
      SEO_FALLBACKS.eventDescription('Remote Summit', 'Toronto', '12 Dec, 2026'),
    );
    expect(serviceSeo({ seo: { ...empty, title: 'QA' }, title: 'QA' }).description).toBe(
      SEO_FALLBACKS.serviceDescription('QA'),
    );
    expect(categorySeo({ seo: { ...empty, title: 'Bookkeepers' }, title: 'Bookkeepers' })).toMatchObject({
      title: SEO_FALLBACKS.categoryTitle('Bookkeepers'),
      // Cut near 155 characters, as every description is.
      description: expect.stringMatching(/^Hire pre-vetted remote Bookkeepers from the top 10%.*…$/),
    });
  });

  it('falls back to a post’s title, never to copy written for another type', () => {
    expect(postSeo({ seo: { ...empty, title: 'A post' } })).toEqual({
      title: 'A post',
      description: 'A post',
      image: null,
    });
  });
});
