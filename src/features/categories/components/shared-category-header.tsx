import type { ReactNode } from 'react';
import type { Category } from '@contract/category';
import { CategoryHeader } from './category-header';

interface SharedCategoryHeaderProps {
  category: Pick<Category, 'name' | 'color' | 'icon' | 'description'>;
  count: ReactNode;
  ownerName: ReactNode;
  tile?: ReactNode;
}

/** The head of a category opened from its shared link: how many desires it holds, and whose it is. */
export function SharedCategoryHeader({ category, count, ownerName, tile }: SharedCategoryHeaderProps) {
  return (
    <CategoryHeader
      category={category}
      tile={tile}
      eyebrow={<>Shared category • {count} desires</>}
      meta={ownerName ? <p className="text-sm text-muted-foreground">By {ownerName}</p> : undefined}
    />
  );
}
