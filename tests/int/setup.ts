import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDialog } from './support/dialog';
import { installImageConfig } from './support/image-config';
import { installMatchMedia, setViewport } from './support/match-media';

installImageConfig();

// Files marked `@vitest-environment node` (server modules) have no window.
const browserLike = typeof window !== 'undefined';
if (browserLike) {
  installMatchMedia();
  installDialog();
}

afterEach(() => {
  if (!browserLike) return;
  cleanup();
  vi.restoreAllMocks();
  setViewport({ width: 1280, reducedMotion: false });
});
