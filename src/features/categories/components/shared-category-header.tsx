import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
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
      // The count is a token in the first paint (src/app/first-paint-screens.tsx), so it takes no plural here.
      eyebrow={<Trans>Shared category • {count} desires</Trans>}
      meta={
        ownerName ? (
          <p className="text-sm text-muted-foreground">
            <Trans>
              By <bdi>{ownerName}</bdi>
            </Trans>
          </p>
        ) : undefined
      }
    />
  );
}
