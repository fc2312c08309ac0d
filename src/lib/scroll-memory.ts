/**
 * Where the member was on each history entry, so that Back lands there again. The browser's own
 * restoring cannot do it in an app whose lists are read again on the way back: it scrolls once, at
 * once, onto a page that is still short (the spec keeps a feed's pages only 5 s), and lands lower
 * than the member left. Kept in memory for the tab's life: a position is worth nothing elsewhere.
 */

interface Place {
  y: number;
  /** Pages shown of each paged list on that entry, by the list's query key. */
  pages: Map<string, number>;
}

/** Entries kept; older ones are forgotten first. */
const KEPT = 100;
const places = new Map<string, Place>();

function placeOf(entry: string): Place {
  let place = places.get(entry);
  if (!place) {
    place = { y: 0, pages: new Map() };
    places.set(entry, place);
    if (places.size > KEPT) places.delete(places.keys().next().value as string);
  }
  return place;
}

export const scrollMemory = {
  rememberY(entry: string, y: number) {
    placeOf(entry).y = y;
  },
  rememberPages(entry: string, list: string, pages: number) {
    placeOf(entry).pages.set(list, pages);
  },
  y(entry: string): number | undefined {
    return places.get(entry)?.y;
  },
  pages(entry: string, list: string): number | undefined {
    return places.get(entry)?.pages.get(list);
  },
  /** For tests: a tab that has not moved yet. */
  clear() {
    places.clear();
  },
};

/** How long Back waits for a page to grow tall enough before it settles where it can. */
export const RESTORE_WAIT_MS = 10_000;
/** Growth this long after the last read ends means the page is as tall as it gets. */
export const SETTLE_MS = 800;

/**
 * Scrolls to `y` as soon as the page is tall enough: now, or as its lists come back. It gives up when
 * the member scrolls, taps or types (their own move wins), and settles as low as the page allows once
 * nothing is being read and the page has stopped growing. Returns what cancels it.
 */
export function restoreScroll(y: number, busy: () => boolean): () => void {
  const root = document.documentElement;
  const reach = () => root.scrollHeight - window.innerHeight;
  if (reach() >= y) {
    window.scrollTo(0, y);
    return () => {};
  }
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    clearTimeout(settleTimer);
    settleTimer = setTimeout(() => {
      if (busy()) return settle();
      window.scrollTo(0, Math.min(y, reach()));
      stop();
    }, SETTLE_MS);
  };
  const grew = () => {
    if (reach() >= y) {
      window.scrollTo(0, y);
      stop();
    } else settle();
  };
  const observer = new ResizeObserver(grew);
  observer.observe(document.body);
  const memberMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  for (const name of memberMoves) window.addEventListener(name, stop, { passive: true, capture: true });
  const giveUp = setTimeout(() => {
    window.scrollTo(0, Math.min(y, reach()));
    stop();
  }, RESTORE_WAIT_MS);
  settle();
  function stop() {
    observer.disconnect();
    clearTimeout(settleTimer);
    clearTimeout(giveUp);
    for (const name of memberMoves) window.removeEventListener(name, stop, { capture: true });
  }
  return stop;
}
