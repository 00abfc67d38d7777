import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { LoadingStatus, Skeleton } from '@/components/ui/skeleton/Skeleton';

it('draws placeholder lines hidden from assistive tech, with one spoken status', () => {
  const { container } = render(
    <>
      <LoadingStatus label="Loading the openings…" />
      <Skeleton lines={3} />
      <Skeleton width={120} height={40} radius="pill" />
    </>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading the openings…');
  expect(container.querySelectorAll('[aria-hidden="true"] span')).toHaveLength(3);
  expect(container.querySelector('[style*="width: 120px"]')).toHaveAttribute('aria-hidden', 'true');
});
