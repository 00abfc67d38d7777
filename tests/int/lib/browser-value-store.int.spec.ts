import { describe, expect, it, vi } from 'vitest';
import { browserValueStore } from '@/lib/hooks/browser-value-store';

function fakeBrowserValue(initial: number) {
  let current = initial;
  const handlers = new Set<() => void>();
  const read = vi.fn(() => current);
  const listen = vi.fn((onEvent: () => void) => {
    handlers.add(onEvent);
    return () => handlers.delete(onEvent);
  });
  const change = (next: number) => {
    current = next;
    handlers.forEach((handler) => handler());
  };
  return { read, listen, change, listening: () => handlers.size };
}

describe('browserValueStore', () => {
  it('while subscribed, answers renders from the last event instead of asking the browser (which forces layout)', () => {
    const browser = fakeBrowserValue(10);
    const store = browserValueStore(browser.read, browser.listen);
    const stop = store.subscribe(() => {});
    browser.read.mockClear();

    for (let render = 0; render < 5; render++) expect(store.getSnapshot()).toBe(10);
    expect(browser.read).not.toHaveBeenCalled();
    stop();
  });

  it('tells subscribers when the value changes, and only then', () => {
    const browser = fakeBrowserValue(1);
    const store = browserValueStore(browser.read, browser.listen);
    const onChange = vi.fn();
    const stop = store.subscribe(onChange);

    browser.change(1);
    expect(onChange).not.toHaveBeenCalled();
    browser.change(2);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(2);
    stop();
  });

  it('listens once for all subscribers, stops with the last, and reads live when nobody listens', () => {
    const browser = fakeBrowserValue(1);
    const store = browserValueStore(browser.read, browser.listen);
    const stops = [store.subscribe(() => {}), store.subscribe(() => {})];
    expect(browser.listen).toHaveBeenCalledTimes(1);

    stops.forEach((stop) => stop());
    expect(browser.listening()).toBe(0);
    browser.change(7);
    expect(store.getSnapshot()).toBe(7);
  });
});
