import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PricingCategories } from '@/components/sections/PricingCategories';
import { pricingList } from '../../fixtures/api-answers';
import { mockContentApi } from '../support/api-server';

const api = mockContentApi();

describe('PricingCategories', () => {
  it('is left out, anchor and all, when there are no categories', async () => {
    api.answer('get-pricing-list', []);
    expect(await PricingCategories()).toBeNull();
  });

  it('shows each item with its sanitised amount, rate unit and details', async () => {
    api.answer('get-pricing-list', pricingList);
    const { container } = render((await PricingCategories())!);
    expect(container.querySelector('#our-pricing')).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Developers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Senior Developer' })).toBeInTheDocument();
    expect(screen.getByText('$25').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('per hour')).toBeInTheDocument();
    expect(screen.getByText('Full-stack and cloud.')).toBeInTheDocument();
  });
});
