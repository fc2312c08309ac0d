import { beforeAll } from 'vitest';

/**
 * Loads the screens a file opens before its first test: a lazy screen's modules are compiled on first
 * use (the message macros go through Babel), which on a busy machine can outlast a first wait. Once
 * loaded they stay for the worker's later files.
 */
export function loadScreensFirst(...screens: (() => Promise<unknown>)[]) {
  beforeAll(() => Promise.all(screens.map((load) => load())), 60_000);
}

export const authScreens = [
  () => import('@/app/routes/auth'),
  () => import('@/app/routes/auth-modal'),
  () => import('@/features/auth/components/steps/later-steps'),
] as const;
