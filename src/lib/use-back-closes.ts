import { useEffect, useRef } from 'react';

/**
 * While `open`, the browser's Back closes it instead of leaving the page, as it does in the apps people
 * know (and as a phone's back gesture is expected to): opening adds a history entry of the same address,
 * Back takes it and `close` runs. Closed any other way (its button, Escape, a save), the entry is taken
 * back, so that the next Back leaves the page as before.
 */
export function useBackCloses(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const mark = `sheet:${Math.random().toString(36).slice(2)}`;
    // The router's own state is kept, so that it sees the same place on both entries.
    window.history.pushState({ ...(window.history.state as object | null), sheet: mark }, '');
    let taken = false;
    const onPop = () => {
      taken = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Only our own entry is taken back: after a navigation the current entry is another page's.
      if (!taken && (window.history.state as { sheet?: string } | null)?.sheet === mark) window.history.back();
    };
  }, [open]);
}
