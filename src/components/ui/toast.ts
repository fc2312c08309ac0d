/**
 * The toast store: `toast()` works from the first moment; the toaster that shows them (sonner) loads
 * when the page is idle or at the first toast, and shows what was queued meanwhile.
 */
import { uiTimings } from '@contract/limits';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
}

// One visible at a time (the spec's limit): a new toast replaces the one on screen.
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput): number {
  const item = { ...input, id: nextId++ };
  items = [...items, item].slice(-uiTimings.toastLimit);
  emit();
  return item.id;
}
toast.success = (title: string, description?: string) => toast({ title, description, variant: 'success' });
toast.error = (title: string, description?: string) => toast({ title, description, variant: 'error' });
toast.dismiss = (id?: number) => {
  items = id === undefined ? [] : items.filter((t) => t.id !== id);
  emit();
};

/** For the toaster: the toasts to show, and a way to hear of new ones. */
export const toastStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => items,
};
