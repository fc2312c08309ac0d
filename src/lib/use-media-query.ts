import { useSyncExternalStore } from 'react';
import { breakpoints } from '@contract/limits';

/** Whether a media query matches, following changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** At least tablet width: where dialogs are modals instead of bottom drawers. */
export const useIsTabletUp = () => useMediaQuery(`(min-width: ${breakpoints.tablet}px)`);
export const useIsDesktop = () => useMediaQuery(`(min-width: ${breakpoints.desktop}px)`);
