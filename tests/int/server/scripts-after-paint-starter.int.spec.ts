// @vitest-environment jsdom
// The after-paint starter as a browser runs it: after a frame it starts the chunks of the list just before it, in
// order, and never those of another element that takes the list's id.
import { expect, it, vi } from 'vitest';
import { SCRIPT_LIST_ID, SCRIPTS_AFTER_PAINT } from '@/next-glue/server/scripts-after-paint.mjs';

const list = (sources: string[]) =>
  `<script type="application/json" id="${SCRIPT_LIST_ID}">${JSON.stringify(sources)}</script>`;
const started = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

it('starts its own list’s chunks after a frame, in order, and not those of an element that copies its id', async () => {
  const own = ['/_next/static/chunks/a.js', '/_next/static/chunks/turbopack-b.js', '/_next/static/chunks/c.js'];
  document.body.innerHTML = `${list(['/_next/static/chunks/decoy.js'])}<h1>A post</h1>${list(own)}`;
  const starter = document.createElement('script');
  starter.textContent = SCRIPTS_AFTER_PAINT;
  document.body.append(starter);
  expect(started()).toEqual([]);
  await vi.waitFor(() => expect(started()).toEqual(own), { timeout: 2000 });
});
