// The DOM files' setup: Testing Library's matchers and cleanup, and what jsdom lacks (matchMedia, <dialog>).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDialog } from './support/dialog';
import { installMatchMedia, setViewport } from './support/match-media';

installMatchMedia();
installDialog();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setViewport({ width: 1280, reducedMotion: false });
});
