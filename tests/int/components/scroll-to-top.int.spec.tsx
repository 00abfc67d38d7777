import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from '@/components/layout/ScrollToTop';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

describe('ScrollToTop', () => {
  it('scrolls to the top when the route changes, not on the first render', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    navigation.pathname = '/';
    const { rerender } = render(<ScrollToTop />);
    expect(scroll).not.toHaveBeenCalled();
    navigation.pathname = '/blog';
    rerender(<ScrollToTop />);
    expect(scroll).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
