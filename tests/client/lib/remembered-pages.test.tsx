import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { hashKey } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { scrollMemory } from '@/lib/scroll-memory';
import { useRememberedPages } from '@/lib/use-remembered-pages';

const KEY = ['desires', 'list', 'following', { status: 'all' }] as const;
// A MemoryRouter's first entry is arrived at as the browser's Back arrives (POP), under this key.
const ENTRY = 'default';

function list(pages: number, more = true) {
  return { data: pages ? { pages: Array.from({ length: pages }, () => ({})) } : undefined, hasNextPage: more, isFetching: false, isError: false, fetchNextPage: vi.fn(async () => {}) };
}

function mount(initial: ReturnType<typeof list>, key: readonly unknown[] = KEY, router?: (children: ReactNode) => ReactNode) {
  const wrapper = ({ children }: { children: ReactNode }) => (router ? router(children) : <MemoryRouter>{children}</MemoryRouter>);
  return renderHook(({ l, k }) => useRememberedPages(l, k), { wrapper, initialProps: { l: initial, k: key } });
}

afterEach(() => {
  vi.restoreAllMocks();
  scrollMemory.clear();
});

/** Shows its children only once a link has taken the router to a new entry (PUSH). */
function OpenedByLink({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '/') navigate('/following');
  }, [pathname, navigate]);
  return pathname === '/following' ? <>{children}</> : null;
}

describe('useRememberedPages (Back reads again the pages the member had opened)', () => {
  it('on Back reads the next page until as many pages show as the member had, then stops', () => {
    scrollMemory.rememberPages(ENTRY, hashKey(KEY), 3);
    const first = list(1);
    const { rerender } = mount(first);
    expect(first.fetchNextPage).toHaveBeenCalledTimes(1);
    const second = list(2);
    rerender({ l: second, k: KEY });
    expect(second.fetchNextPage).toHaveBeenCalledTimes(1);
    const third = list(3);
    rerender({ l: third, k: KEY });
    expect(third.fetchNextPage).not.toHaveBeenCalled();
    expect(scrollMemory.pages(ENTRY, hashKey(KEY))).toBe(3);
  });

  it('waits while a page is being read, and stops when the server has no more', () => {
    scrollMemory.rememberPages(ENTRY, hashKey(KEY), 4);
    const reading = { ...list(1), isFetching: true };
    const { rerender } = mount(reading);
    expect(reading.fetchNextPage).not.toHaveBeenCalled();
    const ready = list(1);
    rerender({ l: ready, k: KEY });
    expect(ready.fetchNextPage).toHaveBeenCalledTimes(1);
    const last = list(2, false);
    rerender({ l: last, k: KEY });
    expect(last.fetchNextPage).not.toHaveBeenCalled();
  });

  it('a list filtered after Back starts at its first page', () => {
    scrollMemory.rememberPages(ENTRY, hashKey(KEY), 3);
    const first = list(1);
    const { rerender } = mount({ ...first, isFetching: true });
    const filtered = [...KEY.slice(0, 3), { status: 'fulfilled' }];
    rerender({ l: first, k: filtered });
    expect(first.fetchNextPage).not.toHaveBeenCalled();
  });

  it('a screen opened by a link (not Back) reads only its first page, whatever its entry had', () => {
    vi.spyOn(scrollMemory, 'pages').mockReturnValue(3);
    const remembered = vi.spyOn(scrollMemory, 'rememberPages');
    const first = list(1);
    mount(first, KEY, (children) => (
      <MemoryRouter>
        <OpenedByLink>{children}</OpenedByLink>
      </MemoryRouter>
    ));
    // The hook ran on the new entry: it kept the one page shown there.
    expect(remembered).toHaveBeenCalledWith(expect.any(String), hashKey(KEY), 1);
    expect(first.fetchNextPage).not.toHaveBeenCalled();
  });

  it('remembers how many pages the member opened, per entry and list', () => {
    const { rerender } = mount(list(1));
    expect(scrollMemory.pages(ENTRY, hashKey(KEY))).toBe(1);
    rerender({ l: list(2), k: KEY });
    expect(scrollMemory.pages(ENTRY, hashKey(KEY))).toBe(2);
  });
});
