import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import CurrentOpeningsPage from '@/app/(site)/current-openings/page';
import { API, mockContentApi } from '../support/api-server';

const { server } = mockContentApi();

const job = (title: string, location: string) => ({
  job_title: title,
  job_required_experience: '3+ years',
  job_location: location,
  job_opening_date: '2025-03-12',
  job_details_url: `https://jobs.example/${title.toLowerCase().replace(/ /g, '-')}`,
  description: '<p>Details.</p>',
  employment_type: 'FULL_TIME',
  remote: false,
});

function openings(all: ReturnType<typeof job>[], groups: { slug: string; label: string; jobs: typeof all }[]) {
  server.use(
    http.get(`${API}/get-all-openings`, () =>
      HttpResponse.json({
        all_job_list: all,
        job_list_location_wise: groups.map((group, index) => ({
          location_slug: group.slug,
          location_id: index + 1,
          location_label_title: group.label,
          location_joblist: group.jobs,
        })),
      }),
    ),
  );
}

describe('the current openings page', { timeout: 20_000 }, () => {
  it('renders no tabs, rows, call to action or JobPosting when there are no jobs', async () => {
    openings([], [{ slug: 'toronto', label: 'Toronto', jobs: [] }]);
    const { container } = render(await CurrentOpeningsPage());
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText('All Jobs')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Begin Now' })).toBeNull();
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('gives All Jobs and each office a tab, the office tabs holding only their jobs', async () => {
    const toronto = job('Account Manager', 'Toronto, Canada');
    const kolkata = job('Node.js Engineer', 'Kolkata, India');
    openings(
      [toronto, kolkata],
      [
        { slug: 'toronto', label: 'Toronto', jobs: [toronto] },
        { slug: 'kolkata', label: 'Kolkata', jobs: [kolkata] },
      ],
    );
    render(await CurrentOpeningsPage());
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All Jobs', 'Toronto', 'Kolkata']);
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels[1]).toHaveTextContent('Account Manager');
    expect(panels[1]).not.toHaveTextContent('Node.js Engineer');
    expect(screen.getByRole('link', { name: 'Begin Now' })).toHaveAttribute('href', '/contact-us');
  });
});
