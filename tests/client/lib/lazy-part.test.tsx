import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPart, untilLoaded } from '@/lib/lazy-part';

/** A load that fails `failures` times before it gives `value`. */
function flaky<T>(failures: number, value: T) {
  let calls = 0;
  const load = vi.fn(() => (++calls <= failures ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(value)));
  return load;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('untilLoaded', () => {
  it('tries again after the wait until the load succeeds', async () => {
    vi.useFakeTimers();
    const load = flaky(2, 'code');
    const loaded = untilLoaded(load, { everyMs: 1000, attempts: 5 });
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(loaded).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('tries at once when the browser is back online', async () => {
    vi.useFakeTimers();
    const load = flaky(1, 'code');
    const loaded = untilLoaded(load, { everyMs: 60_000 });
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
    // The timer of the attempt the event replaced does not try a third time.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails with the last error once every attempt has failed', async () => {
    vi.useFakeTimers();
    const load = flaky(10, 'code');
    const loaded = untilLoaded(load, { everyMs: 1000, attempts: 3 });
    const outcome = expect(loaded).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.advanceTimersByTimeAsync(5000);
    await outcome;
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('lazyPart', () => {
  it('keeps its fallback while its code cannot be fetched, then shows the part, and the screen around it stays', async () => {
    const load = flaky(1, () => <p>Trending now</p>);
    const Part = lazyPart(load, { everyMs: 50 });
    render(
      <main>
        <h1>Home Feed</h1>
        <Suspense fallback={<p>Loading the column</p>}>
          <Part />
        </Suspense>
      </main>,
    );
    expect(screen.getByText('Loading the column')).toBeInTheDocument();
    expect(await screen.findByText('Trending now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home Feed' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
