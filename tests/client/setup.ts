import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { forgetMissingExtras } from '@/lib/extras';
import { resetShapeReports } from '@/lib/shape-report';
import { signOutMark } from '@/features/auth/api/sign-out-mark';
import { server } from './msw/server';
import { activateLanguage } from '@/lib/i18n';

// A file's first screen also loads its lazy modules (and the live channel's), each file with a
// message going through Lingui's macro transform first, which on a busy 2-core machine can pass the
// library's 1 s default by far; later waits resolve as soon as the screen is there.
configure({ asyncUtilTimeout: 12_000 });

// jsdom has no layout: media queries answer from a width the tests can set (desktop by default).
let viewportWidth = 1280;
export const setViewportWidth = (width: number) => {
  viewportWidth = width;
};

function matches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();
// Radix and vaul use pointer capture, which jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
URL.createObjectURL ??= () => 'blob:preview';
URL.revokeObjectURL ??= () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  // Files share a worker: each test starts in English, with no language kept for the server.
  await activateLanguage('en');
  document.cookie = 'wishwell-language=; path=/; max-age=0';
  // A toast left from one test must not show in the next one.
  toast.dismiss();
  server.resetHandlers();
  // What the app learned of the backend (a missing extra, a reported shape) is per page load.
  forgetMissingExtras();
  resetShapeReports();
  // A Log Out in one test must not keep the next test's sign-in from returning where it was sent from.
  signOutMark.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Files share a worker's jsdom: fake timers must not outlive the test that started them.
  vi.useRealTimers();
  viewportWidth = 1280;
});
afterAll(async () => {
  server.close();
  // Sonner removes a closing toast 200 ms later, even unmounted: let that run before jsdom goes.
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 300));
});
