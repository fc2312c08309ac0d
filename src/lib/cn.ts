import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. There is no class merging: components expose variants for what callers may
 * change, and callers add classes that do not fight the component's own (see docs/decisions/app.md).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
