import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { BlogGrid } from '@/components/blog/BlogGrid';
import { blogCard } from '../../fixtures/api-answers';
import { mockContentApi } from '../support/api-server';

const { server } = mockContentApi();
beforeAll(async () => {
  // The grid imports its fetcher on the first Load more; importing it here first keeps the module's
  // first transform out of the waits below, which time the grid, not Vitest.
  await Promise.all([import('@/lib/api/client'), import('@/lib/api/schemas/blog')]);
});

const card = (n: number) => ({ ...blogCard, blog_slug: `post-${n}`, blog_title: `Post ${n}` });
const view = (n: number) => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  date: '12 Mar, 2025',
  excerpt: 'x',
  image: { src: blogCard.blog_image, alt: 'a' },
});
const labels = { loadMore: 'Load more', loadingMore: 'Loading…', empty: 'No posts yet.' };

function renderGrid(hasMore = true) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <BlogGrid firstPage={{ posts: [view(1), view(2)], nextPage: 2, hasMore }} labels={labels} />
    </SWRConfig>,
  );
}

describe('BlogGrid', () => {
  it('shows the prerendered first page without fetching it again', () => {
    renderGrid();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('appends the next pages through the site’s /api/v1 and drops the button after the last', async () => {
    const pages: string[] = [];
    server.use(
      http.get('*/api/v1/get-blog-list-updated', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        pages.push(page);
        return page === '2'
          ? HttpResponse.json({ blogs: [card(3), card(4)], nextpage: 3, hasMore: true })
          : HttpResponse.json({ blogs: [card(5)], nextpage: 4, hasMore: false });
      }),
    );
    const user = userEvent.setup();
    renderGrid();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Post 4' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Post 5' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('5 posts shown');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(pages).toEqual(['2', '3']);
  });

  it('logs a failed load, keeps the cards and lets the visitor try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get('*/api/v1/get-blog-list-updated', () =>
        fail
          ? HttpResponse.json({ error: 'down' }, { status: 502 })
          : HttpResponse.json({ blogs: [card(3)], nextpage: 3, hasMore: false }),
      ),
    );
    const user = userEvent.setup();
    renderGrid();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith('Could not load more blog posts:', expect.objectContaining({ status: 502 })),
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const button = await screen.findByRole('button', { name: 'Load more' });
    expect(button).not.toHaveAttribute('aria-disabled', 'true');

    fail = false;
    await user.click(button);
    expect(await screen.findByRole('link', { name: 'Post 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('says so when there are no posts at all', () => {
    render(<BlogGrid firstPage={{ posts: [], nextPage: 2, hasMore: false }} labels={labels} />);
    expect(screen.getByText('No posts yet.')).toBeInTheDocument();
  });
});
