import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DepartmentsSection, LeadershipSection } from '@/components/sections/TeamSections';
import { executive, teamList } from '../../fixtures/api-answers';
import { mockContentApi } from '../support/api-server';

const api = mockContentApi();

describe('LeadershipSection', () => {
  it('is left out when the executive list is empty', async () => {
    api.answer('get-team-list-by-catid', []);
    expect(await LeadershipSection()).toBeNull();
  });

  it('links a photo to the LinkedIn profile in a new tab', async () => {
    api.answer('get-team-list-by-catid', [executive]);
    render((await LeadershipSection())!);
    const link = screen.getByRole('link', { name: /Rachel Goldberg on LinkedIn/ });
    expect(link).toHaveAttribute('href', executive.linkedin_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });
});

describe('DepartmentsSection', () => {
  it('is left out when there are no departments', async () => {
    api.answer('get-team-list', []);
    expect(await DepartmentsSection()).toBeNull();
  });

  it('shows a tab per department, and a member without a profile has no link', async () => {
    api.answer('get-team-list', teamList);
    render((await DepartmentsSection())!);
    expect(screen.getByRole('tab', { name: 'Recruitment' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Engineering' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Omar Haddad' }).closest('a')).toBeNull();
  });
});
