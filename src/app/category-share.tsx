import type { Category } from '@contract/category';

/**
 * The Share Category dialog for one category, composed with what it needs from other features
 * (the desires for its preview, the member's connections to share it with).
 */
export function CategoryShareDialog(_props: { category: Category; open: boolean; onOpenChange: (open: boolean) => void }) {
  return null;
}
