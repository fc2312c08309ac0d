import { useEffect, useRef } from 'react';

/**
 * The member shell's sheets (create, filters, side menu) are modal and open one at a time. A sheet
 * whose code is still loading counts as open: without this, tapping Filters and then + before the
 * filter sheet's code had arrived opened both, each hiding the other from assistive technology.
 * The sheet asked for last stays; the others are closed.
 */
const opened = new EventTarget();

export function useOneSheetAtATime(open: boolean, close: () => void) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const self = {};
    // Told first, then listening: the others close, this one does not hear its own news.
    opened.dispatchEvent(new CustomEvent('open', { detail: self }));
    const onOpen = (event: Event) => {
      if ((event as CustomEvent).detail !== self) closeRef.current();
    };
    opened.addEventListener('open', onOpen);
    return () => opened.removeEventListener('open', onOpen);
  }, [open]);
}
