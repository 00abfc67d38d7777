import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_LOAD_TIMEOUT_MS, BOOKING_READY_GRACE_MS, BookingEmbed } from '@/components/leads/BookingEmbed';

const URL = 'https://booking.test/discovery-call';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderEmbed() {
  render(
    <BookingEmbed
      url={URL}
      title="Booking calendar"
      loadingText="Loading the booking calendar…"
      fallback={<p>Book by email or phone</p>}
      alternatives={<a href="mailto:sales@example.com">sales@example.com</a>}
    />,
  );
  return screen.getByTitle('Booking calendar');
}

describe('BookingEmbed', () => {
  it('reserves the frame while it loads, with other ways to book', () => {
    const frame = renderEmbed();
    expect(frame).toHaveAttribute('src', URL);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking calendar…');
    expect(screen.getByRole('link', { name: 'sales@example.com' })).toBeInTheDocument();
  });

  it('shows the calendar once the booking service speaks from its origin', () => {
    const frame = renderEmbed();
    act(() => void window.dispatchEvent(new MessageEvent('message', { origin: 'https://elsewhere.test', data: 'x' })));
    expect(screen.queryByRole('status')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new MessageEvent('message', { origin: 'https://booking.test', data: 'hi' })));
    fireEvent.load(frame);
    act(() => void vi.advanceTimersByTime(BOOKING_READY_GRACE_MS));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTitle('Booking calendar')).toBeVisible();
  });

  it('replaces the frame with the fallback when the service never answers', () => {
    fireEvent.load(renderEmbed());
    act(() => void vi.advanceTimersByTime(BOOKING_READY_GRACE_MS));
    expect(screen.queryByTitle('Booking calendar')).toBeNull();
    expect(screen.getByText('Book by email or phone')).toBeInTheDocument();
  });

  it('gives up on a frame that never even loads', () => {
    renderEmbed();
    act(() => void vi.advanceTimersByTime(BOOKING_LOAD_TIMEOUT_MS));
    expect(screen.getByText('Book by email or phone')).toBeInTheDocument();
  });
});
