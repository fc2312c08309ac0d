import { useSyncExternalStore } from 'react';
import type { ReportTargetType } from '@contract/open-reports';

/**
 * What this member reported while the app is open, so that the entry reads "Reported" at once and
 * stays so on every card of the same target. The server keeps the truth: a second report answers
 * 409, which marks it here too.
 */
const reported = new Set<string>();
const listeners = new Set<() => void>();
const keyOf = (type: ReportTargetType, id: string) => `${type}:${id}`;

export function markReported(type: ReportTargetType, id: string): void {
  const key = keyOf(type, id);
  if (reported.has(key)) return;
  reported.add(key);
  for (const listener of listeners) listener();
}

export const isReported = (type: ReportTargetType, id: string): boolean => reported.has(keyOf(type, id));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useIsReported(type: ReportTargetType, id: string): boolean {
  return useSyncExternalStore(subscribe, () => isReported(type, id), () => false);
}

/** For tests, and when the member signs out. */
export function forgetReported(): void {
  reported.clear();
  for (const listener of listeners) listener();
}
