import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Banner } from '@/components/ui/banner/Banner';

describe('Banner', () => {
  it('puts actions in one button row and an aside beside the title', () => {
    const { container } = render(
      <Banner
        title="Web Development"
        actions={<a href="/schedule-a-call">Schedule Your Appointment</a>}
        aside={<form aria-label="Get a quote" />}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Web Development' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule Your Appointment' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Get a quote' })).toBeInTheDocument();
    expect(container.querySelector('section')).toHaveAttribute('data-layout', 'split');
  });

  it('keeps the single layout without an aside', () => {
    const { container } = render(<Banner title="Blog" />);
    expect(container.querySelector('section')).toHaveAttribute('data-layout', 'single');
  });
});
