import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from '@/components/ui/section/Section';

describe('Section', () => {
  it('is a region labelled by its h2, with an anchor derived from the heading', () => {
    render(
      <Section heading="Our Platform Includes" lead="Everything a remote team needs." tone="alt">
        <p>Body</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Our Platform Includes' });
    expect(region).toHaveAttribute('id', 'our-platform-includes');
    expect(region).toHaveAttribute('data-tone', 'alt');
    expect(screen.getByRole('heading', { level: 2, name: 'Our Platform Includes' })).toHaveAttribute(
      'id',
      'our-platform-includes-title',
    );
    expect(screen.getByText('Everything a remote team needs.')).toBeInTheDocument();
  });

  it('takes an explicit anchor, and can keep its heading for assistive tech only', () => {
    render(<Section heading="Our Pricing" id="our-pricing" headingHidden />);
    expect(screen.getByRole('region', { name: 'Our Pricing' })).toHaveAttribute('id', 'our-pricing');
    expect(screen.getByRole('heading', { name: 'Our Pricing' })).toHaveClass('visually-hidden');
  });
});
