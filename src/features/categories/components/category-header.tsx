import type { ReactNode } from 'react';
import type { Category } from '@contract/category';
import { CategoryTile } from './category-tile';

interface CategoryHeaderProps {
  category: Pick<Category, 'name' | 'color' | 'icon' | 'description'>;
  /** A short line above the name ("Shared category • n desires"). */
  eyebrow?: ReactNode;
  /** Lines under the description ("Shared by …", "By …"). */
  meta?: ReactNode;
  /** The screen's actions, wrapping under the name on narrow screens. */
  actions?: ReactNode;
  /** In place of the category's tile (the first paint does not know its colour yet). */
  tile?: ReactNode;
}

/**
 * The head of a category's screen: its colour tile, its name as the screen's one h1, its description,
 * and the actions. Wraps at 320 px: long names break, the actions go under the name.
 */
export function CategoryHeader({ category, eyebrow, meta, actions, tile }: CategoryHeaderProps) {
  return (
    <header className="flex min-w-0 flex-wrap items-start gap-4">
      {tile ?? <CategoryTile category={category} className="size-14 text-2xl" />}
      <div className="grid min-w-0 flex-1 basis-48 gap-1">
        {eyebrow ? <p className="text-sm font-medium text-muted-foreground">{eyebrow}</p> : null}
        <h1 className="wrap-anywhere text-2xl font-bold tracking-tight md:text-3xl">{category.name}</h1>
        {category.description ? <p className="whitespace-pre-line wrap-anywhere text-sm text-muted-foreground md:text-base">{category.description}</p> : null}
        {meta}
      </div>
      {actions}
    </header>
  );
}
