// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadIdle } from '@/lib/hooks/after-load-idle';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  setReadyState('complete');
  vi.useRealTimers();
});

describe('afterLoadIdle', () => {
  it('waits for the load event, then for an idle moment', async () => {
    setReadyState('interactive');
    const callback = vi.fn();
    afterLoadIdle(callback);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('uses requestIdleCallback with its timeout where the browser has it', () => {
    const requestIdle = vi.fn((run: () => void) => (run(), 1));
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const callback = vi.fn();
    afterLoadIdle(callback, 2_000);
    expect(requestIdle).toHaveBeenCalledWith(callback, { timeout: 2_000 });
    expect(callback).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('never calls back once cancelled, before or after the load event', async () => {
    setReadyState('loading');
    const early = vi.fn();
    afterLoadIdle(early)();
    window.dispatchEvent(new Event('load'));
    setReadyState('complete');
    const late = vi.fn();
    afterLoadIdle(late)();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
