// jsdom has no IntersectionObserver; this one lets a test say when the observed element enters or leaves the viewport.
import { vi } from 'vitest';

let notify: (visible: boolean) => void = () => {};

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    notify = (visible) =>
      callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  observe() {}
  disconnect() {}
}

/** Installs the fake for the current test; call it in `beforeEach`. */
export function installIntersectionObserver() {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** Tells the last observer created that its element is now in view (or not). */
export function intersect(visible: boolean) {
  notify(visible);
}
