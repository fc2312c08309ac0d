import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);

/**
 * False from the browser's "offline" event to its "online" one: the stretch in which React Query
 * holds every read back, so a screen that still has to load shows its placeholders until then.
 */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => onlineManager.isOnline(), () => true);
