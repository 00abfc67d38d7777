import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewCarousel } from '@/components/sections/ReviewCarousel';
import { testimonial } from '../../fixtures/api-answers';
import { mockContentApi } from '../support/api-server';

const api = mockContentApi();

describe('ReviewCarousel', () => {
  it('renders nothing, not even its heading, when there are no testimonials', async () => {
    api.answer('get-testimonial-list', []);
    expect(await ReviewCarousel()).toBeNull();
  });

  it('shows each review with its stars, name and role', async () => {
    api.answer('get-testimonial-list', [testimonial]);
    render((await ReviewCarousel())!);
    expect(screen.getByRole('heading', { name: 'What our clients say' })).toBeInTheDocument();
    expect(screen.getByText(testimonial.testimonial_content)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText(testimonial.designation)).toBeInTheDocument();
  });

  it('fails loudly rather than showing an empty section when the API fails', async () => {
    api.answer('get-testimonial-list', { error: 'down' }, 500);
    await expect(ReviewCarousel()).rejects.toThrow();
  });
});
