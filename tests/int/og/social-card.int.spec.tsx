// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardResponse } from '@/components/og/card-response';
import { cardTitle } from '@/lib/og/card';

describe('social cards', () => {
  it('render a 1200×630 PNG with the local Inter font', async () => {
    const response = await cardResponse({ kicker: 'Blog · Hiring', title: 'A post title that is long enough to wrap' });
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  }, 30_000);

  it('clamp a long title at a word, with an ellipsis', () => {
    const title = cardTitle('word '.repeat(40));
    expect(title.length).toBeLessThanOrEqual(90);
    expect(title.endsWith('…')).toBe(true);
  });
});
