import { useSyncExternalStore } from 'react';
import { ApiError, ResponseShapeError } from './api-client';

/**
 * Endpoints our server offers beyond the spec. A backend without one answers 404 or 405 (or
 * something that is not its answer at all): the feature that needs it hides quietly, and stays
 * hidden until the page is reloaded, so that the screen does not ask again on every visit.
 */
export type Extra =
  | 'chatSettings'
  | 'categoryShares'
  | 'adminBlock'
  | 'reports'
  | 'openReports'
  | 'adminReports'
  | 'saved'
  | 'cameTrue'
  | 'helped'
  | 'memberSafety'
  | 'adminUserDetails'
  | 'occasions'
  | 'dataExport'
  | 'dataImport'
  | 'shareLinks';

const missing = new Set<Extra>();
const listeners = new Set<() => void>();

/** "This backend has no such endpoint", told apart from "no such chat" by the answer's words. */
export function isMissingEndpoint(error: unknown): boolean {
  if (error instanceof ResponseShapeError) return true;
  if (!(error instanceof ApiError)) return false;
  if (error.status === 405 || error.status === 501) return true;
  if (error.status !== 404) return false;
  const message = error.serverMessage;
  // Fastify's "Route GET:/x not found", Express's "Cannot GET /x", ours "Not found: GET /x", or no JSON at all.
  return message === undefined || /^(route |cannot |not found: )|^not found$/i.test(message);
}

export const isExtraOffered = (extra: Extra): boolean => !missing.has(extra);

/** Runs an extra's call; its absence is remembered and every screen that shows the feature hides it. */
export async function callExtra<T>(extra: Extra, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isMissingEndpoint(error) && !missing.has(extra)) {
      missing.add(extra);
      for (const listener of listeners) listener();
    }
    throw error;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the backend offers `extra`, as far as the app knows; re-renders when it learns otherwise. */
export function useExtraOffered(extra: Extra): boolean {
  return useSyncExternalStore(subscribe, () => isExtraOffered(extra), () => true);
}

/** An answer showed that the backend lacks `extra` (a field it would carry is missing): hide it as callExtra would. */
export function markExtraMissing(extra: Extra): void {
  if (missing.has(extra)) return;
  missing.add(extra);
  for (const listener of listeners) listener();
}

/** For tests: forget what was learned. */
export function forgetMissingExtras(): void {
  missing.clear();
  for (const listener of listeners) listener();
}
