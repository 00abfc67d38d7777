import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from '@/components/ui/table/DataTable';

const data = {
  caption: 'Team size discount',
  columns: ['Team size', 'Discount'],
  rows: [
    ['More than 3', '2.5%'],
    ['More than 10', '5%'],
  ],
};

describe('DataTable', () => {
  it('shows a captioned table of figures whose rows are headed by their first cell', () => {
    render(<DataTable {...data} />);
    const table = screen.getByRole('table', { name: 'Team size discount' });
    expect(within(table).getByRole('rowheader', { name: 'More than 10' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '5%' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('puts a wide list in a labelled, focusable scroller with its caption for assistive tech only', () => {
    render(<DataTable {...data} variant="list" />);
    const scroller = screen.getByRole('region', { name: 'Team size discount' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(within(scroller).getByRole('table', { name: 'Team size discount' })).toBeInTheDocument();
    expect(screen.getByText('Team size discount', { selector: 'caption' })).toHaveClass('visually-hidden');
  });

  // The stylesheet hides a table until this marker is parsed: without it, the table would never show.
  it('ends only the last cell, after its text, with the marker, even in a row with no figures', () => {
    const { container, rerender } = render(<DataTable {...data} />);
    const ends = () =>
      [...container.querySelectorAll('[data-parsed-end]')].map((marker) => {
        expect(marker.parentElement?.lastChild).toBe(marker);
        return marker.parentElement?.textContent;
      });
    expect(ends()).toEqual(['5%']);
    rerender(<DataTable {...data} rows={[...data.rows, ['Any other size']]} />);
    expect(ends()).toEqual(['Any other size']);
  });
});
