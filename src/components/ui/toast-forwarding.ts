import { toast as sonner } from 'sonner';
import { toast, toastStore, type ToastItem } from './toast';

/** Shows one toast in sonner; `onClose` is called when sonner closes it (timer, close button, swipe). */
export type ShowToast = (item: ToastItem, onClose: () => void) => void;

/**
 * Mirrors the store into sonner: what is in the store now (also what was queued before the toaster
 * loaded) and every new toast is shown once; a toast that leaves the store (a newer one replaced it,
 * or `toast.dismiss`) leaves the screen; one sonner closes leaves the store.
 */
export function forwardToasts(show: ShowToast): () => void {
  const shown = new Set<number>();
  const sync = () => {
    const items = toastStore.snapshot();
    const current = new Set(items.map((t) => t.id));
    for (const id of shown) {
      if (current.has(id)) continue;
      shown.delete(id);
      sonner.dismiss(id);
    }
    for (const item of items) {
      if (shown.has(item.id)) continue;
      shown.add(item.id);
      show(item, () => {
        // Already off screen: only the store needs to hear of it.
        shown.delete(item.id);
        toast.dismiss(item.id);
      });
    }
  };
  sync();
  const unsubscribe = toastStore.subscribe(sync);
  return () => {
    unsubscribe();
    // Sonner replays the toasts it still holds to the next toaster; the store alone decides that.
    for (const id of shown) sonner.dismiss(id);
  };
}
