import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from '@/components/ui/video/VideoPlayer';

describe('VideoPlayer', () => {
  it('logs the spec message and changes nothing when the video element is missing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<VideoPlayer title="Life at the company" poster="/images/not-found.svg" cover={null} />);
    await user.click(screen.getByRole('button', { name: 'Play video: Life at the company' }));
    expect(log).toHaveBeenCalledWith('Video element not found.');
    expect(screen.getByRole('button', { name: 'Play video: Life at the company' })).toBeInTheDocument();
  });

  it('plays, hides the cover and shows the controls', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { container } = render(
      <VideoPlayer title="Our vetting" poster="/images/not-found.svg" cover={null} src="/video.mp4" />,
    );
    await user.click(screen.getByRole('button', { name: 'Play video: Our vetting' }));
    expect(play).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    expect(container.querySelector('video')).toHaveAttribute('controls');
  });
});
