// @vitest-environment node
// The video check asks the content API about its own uploads only, and follows no redirect.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasVideoFile } from '@/lib/api/video-file';
import { API_ORIGIN as API, mockContentApi } from '../support/api-server';

const requested: string[] = [];
mockContentApi(
  http.head('*', ({ request }) => {
    requested.push(request.url);
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/moved.mp4'))
      return new HttpResponse(null, { status: 302, headers: { location: 'http://169.254.169.254/' } });
    if (pathname.endsWith('/missing.mp4')) return new HttpResponse(null, { status: 404 });
    if (pathname.endsWith('/broken.mp4')) return new HttpResponse(null, { status: 500 });
    return new HttpResponse(null, { headers: { 'content-type': 'video/mp4' } });
  }),
);
afterEach(() => {
  requested.length = 0;
  vi.restoreAllMocks();
});

describe('hasVideoFile', () => {
  it('is true for a video the content API serves from its uploads', async () => {
    expect(await hasVideoFile(`${API}/uploads/videos/life.mp4`)).toBe(true);
  });

  it.each([
    'http://169.254.169.254/uploads/x.mp4',
    'http://internal.example/uploads/x.mp4',
    `${API}/admin/leads`,
    `${API}/api/v1/get-team-list`,
    'not a url',
  ])('asks nothing and shows no player for %s', async (src) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await hasVideoFile(src)).toBe(false);
    expect(requested).toEqual([]);
  });

  it('does not follow a redirect: the file is not there', async () => {
    expect(await hasVideoFile(`${API}/uploads/videos/moved.mp4`)).toBe(false);
    expect(requested).toEqual([`${API}/uploads/videos/moved.mp4`]);
  });

  it('is false for a missing file and throws on a server fault, so the last good page stays', async () => {
    expect(await hasVideoFile(`${API}/uploads/videos/missing.mp4`)).toBe(false);
    await expect(hasVideoFile(`${API}/uploads/videos/broken.mp4`)).rejects.toThrow(/HTTP 500/);
  });
});
