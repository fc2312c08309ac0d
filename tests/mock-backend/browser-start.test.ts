import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// MSW's start, as on a first visit: its worker answers before it has taken the page.
vi.mock('msw/browser', () => ({ setupWorker: () => ({ start: async () => undefined }) }));

class FakeContainer extends EventTarget {
  controller: object | null = null;
}

let container: FakeContainer;
beforeEach(() => {
  vi.useFakeTimers();
  container = new FakeContainer();
  vi.stubGlobal('navigator', { serviceWorker: container });
  vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => undefined });
  vi.stubGlobal('addEventListener', () => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function started(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('startSpecBackend (npm run dev:mock)', () => {
  it('lets the app start only once the worker has taken the page', async () => {
    const { startSpecBackend } = await import('../../mock-backend/browser');
    const start = startSpecBackend();
    expect(await started(start)).toBe(false);
    container.controller = {};
    container.dispatchEvent(new Event('controllerchange'));
    expect(await started(start)).toBe(true);
  });

  it('starts at once on a page the worker already controls', async () => {
    container.controller = {};
    const { startSpecBackend } = await import('../../mock-backend/browser');
    expect(await started(startSpecBackend())).toBe(true);
  });

  it('starts after 3 s on a page no worker will take, and says why its reads fail', async () => {
    const { startSpecBackend } = await import('../../mock-backend/browser');
    const start = startSpecBackend();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(await started(start)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await started(start)).toBe(true);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('the worker does not control this page'));
  });
});
