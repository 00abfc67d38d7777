// Steps reach the browser in order, each as soon as it is pushed.
import { describe, expect, it } from 'vitest';
import { createFeed, readFeed } from '@/lib/staff/pages/feed';

describe('createFeed', () => {
  it('hands each item on as it is pushed, in order, and ends', async () => {
    const feed = createFeed<number>();
    const read: number[] = [];
    const reading = (async () => {
      for await (const item of readFeed(feed.head)) read.push(item);
    })();
    feed.push(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(read).toEqual([1]);
    feed.push(2);
    feed.push(3);
    feed.end();
    await reading;
    expect(read).toEqual([1, 2, 3]);
  });

  it('ends empty when nothing was pushed', async () => {
    const feed = createFeed<number>();
    feed.end();
    expect(await feed.head).toBeNull();
  });
});
