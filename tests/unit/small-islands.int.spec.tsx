import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CurrentYear } from '@/components/layout/CurrentYear';
import { Modal } from '@/components/ui/modal/Modal';
import { VideoPlayer } from '@/components/ui/video/VideoPlayer';

describe('VideoPlayer', () => {
  it('logs the spec message and changes nothing when the video element is missing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<VideoPlayer title="Life at the company" poster="/images/not-found.svg" />);
    await user.click(screen.getByRole('button', { name: 'Play video: Life at the company' }));
    expect(log).toHaveBeenCalledWith('Video element not found.');
    expect(screen.getByRole('button', { name: 'Play video: Life at the company' })).toBeInTheDocument();
  });

  it('plays, hides the cover and shows the controls', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { container } = render(<VideoPlayer title="Our vetting" poster="/images/not-found.svg" src="/video.mp4" />);
    await user.click(screen.getByRole('button', { name: 'Play video: Our vetting' }));
    expect(play).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    expect(container.querySelector('video')).toHaveAttribute('controls');
  });
});

describe('Modal', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Send</button>
        <Modal open={open} onClose={() => setOpen(false)} title="Something went wrong!">
          <p>Please try again.</p>
        </Modal>
      </>
    );
  }

  it('opens as a labelled dialog and closes from its button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('dialog', { name: 'Something went wrong!' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('CurrentYear', () => {
  it('shows the visitor’s current year even when the page was rendered in an earlier one', () => {
    render(
      <p>
        © <CurrentYear renderedYear={1999} />
      </p>,
    );
    expect(screen.getByText(`© ${new Date().getFullYear()}`)).toBeInTheDocument();
  });
});
