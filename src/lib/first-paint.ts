import { useDeferredValue, useLayoutEffect } from 'react';

/**
 * The HTML the server paints before the app runs (server/src/lib/page-preview.ts): the page's title,
 * text and picture, shown until the app's screen can take their place. A screen still loading its
 * data keeps it up rather than showing a skeleton over what the reader already sees.
 */
const ID = 'first-paint';
const node = () => (typeof document === 'undefined' ? null : document.getElementById(ID));
let held = false;

export const firstPaint = {
  shown: () => node() !== null,
  hold: () => {
    held = true;
  },
  release: () => {
    held = false;
    node()?.remove();
  },
  /** Called once a screen has rendered: it goes unless that screen holds it. */
  releaseUnlessHeld: () => {
    if (!held) node()?.remove();
  },
};

/**
 * For a screen that loads its data first: while `pending` and the server's paint is up, answers true
 * (the screen then renders nothing of its own); the paint goes in the same frame as the screen's content.
 */
export function useFirstPaintWhile(pending: boolean): boolean {
  // When the data comes in, the screen renders as a background update that React builds in short
  // slices, instead of in one long task: the paint stays up (and the page answers input) meanwhile.
  const keep = useDeferredValue(pending) && firstPaint.shown();
  useLayoutEffect(() => {
    if (keep) firstPaint.hold();
    else firstPaint.release();
  }, [keep]);
  return keep;
}
