import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobList } from '@/components/careers/JobList';
import type { JobOpening } from '@/lib/api/schemas/pages';

const job: JobOpening = {
  title: 'Senior React Developer',
  experience: '5+ years',
  location: 'Toronto, Canada',
  openedOn: '2025-03-12',
  detailsUrl: 'https://jobs.example/senior-react-developer',
  descriptionHtml: '<p>Build features.</p>',
  employmentType: 'FULL_TIME',
  remote: false,
  validThrough: null,
  baseSalary: null,
  directApply: true,
};

describe('JobList', () => {
  it('shows title, experience, location and date, and opens the details in a new tab', () => {
    render(<JobList jobs={[job]} />);
    const row = screen.getByRole('listitem');
    expect(within(row).getByRole('heading', { name: 'Senior React Developer' })).toBeInTheDocument();
    expect(row).toHaveTextContent('5+ years');
    expect(row).toHaveTextContent('Toronto, Canada');
    expect(within(row).getByText('12 Mar, 2025')).toHaveAttribute('datetime', '2025-03-12');
    const link = within(row).getByRole('link', { name: /View Details: Senior React Developer/ });
    expect(link).toHaveAttribute('href', job.detailsUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says so when an office has no openings', () => {
    render(<JobList jobs={[]} />);
    expect(screen.getByText('No openings in this office right now.')).toBeInTheDocument();
  });
});
