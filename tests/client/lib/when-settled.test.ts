import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from '@/lib/when-settled';

describe('whenSettled', () => {
  let idle: { callback: () => void; timeout?: number } | null;

  beforeEach(() => {
    vi.useFakeTimers();
    idle = null;
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => {
      idle = { callback, timeout: options?.timeout };
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => {
      if (handle === 7) idle = null;
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits the delay after load, then for an idle moment no later than the deadline', () => {
    const callback = vi.fn();
    whenSettled(callback, { afterMs: 1000, latestMs: 4000 });
    vi.advanceTimersByTime(999);
    expect(idle).toBeNull();
    vi.advanceTimersByTime(1);
    expect(idle?.timeout).toBe(3000);
    expect(callback).not.toHaveBeenCalled();
    idle?.callback();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('counts from the load event when the page is still loading', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const callback = vi.fn();
    whenSettled(callback, { afterMs: 500, latestMs: 3000 });
    vi.advanceTimersByTime(5000);
    expect(idle).toBeNull();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(500);
    idle?.callback();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled, before or after the delay', () => {
    const early = vi.fn();
    whenSettled(early, { afterMs: 1000, latestMs: 4000 })();
    vi.advanceTimersByTime(5000);
    expect(idle).toBeNull();

    const late = vi.fn();
    const cancel = whenSettled(late, { afterMs: 1000, latestMs: 4000 });
    vi.advanceTimersByTime(1000);
    cancel();
    expect(idle).toBeNull();
    expect(late).not.toHaveBeenCalled();
  });
});
