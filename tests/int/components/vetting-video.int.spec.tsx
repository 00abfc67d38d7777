import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VettingVideo } from '@/components/sections/VettingVideo';
import { vettingVideo } from '../../fixtures/api-answers';
import { mockContentApi } from '../support/api-server';

const api = mockContentApi();

function videoFile(status: number) {
  const headers = status === 200 ? { 'content-type': 'video/mp4' } : undefined;
  api.server.use(http.head(vettingVideo.video_url, () => new HttpResponse(null, { status, headers })));
}

describe('VettingVideo', () => {
  it('is left out when the page has no video', async () => {
    api.answer('get-video-data', []);
    expect(await VettingVideo()).toBeNull();
  });

  it('offers a player when the file exists', async () => {
    api.answer('get-video-data', [vettingVideo]);
    videoFile(200);
    const { container } = render((await VettingVideo())!);
    expect(screen.getByRole('button', { name: `Play video: ${vettingVideo.video_title}` })).toBeInTheDocument();
    expect(container.querySelector('video')).toHaveAttribute('src', vettingVideo.video_url);
  });

  it('shows the poster with a note, not a silent player, when the file is missing', async () => {
    api.answer('get-video-data', [vettingVideo]);
    videoFile(404);
    const { container } = render((await VettingVideo())!);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    // The figure's own caption (figcaption takes no role="note": the Nu checker refuses it).
    expect(screen.getByText(/not available/).closest('figcaption')?.parentElement).toBe(screen.getByRole('figure'));
    expect(container.querySelector('[role="note"]')).toBeNull();
    expect(screen.getByRole('img', { name: vettingVideo.video_title })).toBeInTheDocument();
  });
});
