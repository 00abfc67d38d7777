import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentYear } from '@/components/layout/CurrentYear';

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
