import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MoreVertical, Share2, SquarePen, Trash2, UserRound } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Category } from '@contract/category';
import { breakpoints } from '@contract/limits';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { paths } from '@contract/pages/paths';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { isLocalCategory } from '../api/mutations';
import { canManage } from '../model/list';
import { CategoryTile } from './category-tile';

const statuses = [
  { key: 'desire', label: msg`Desire`, tone: 'bg-accent text-accent-foreground' },
  { key: 'in_progress', label: msg`In Progress`, tone: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200' },
  { key: 'fulfilled', label: msg`Fulfilled`, tone: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200' },
] as const;

function CardBody({ category }: { category: Category }) {
  const { t } = useLingui();
  const counts = statuses.filter((status) => category.statusBreakdown[status.key] > 0);
  const sharer = category.sharedBy?.fullName;
  const desiresCount = category.desiresCount;
  return (
    <>
      <div className="flex items-start gap-3 pe-11">
        <CategoryTile category={category} />
        <div className="grid min-w-0 gap-1">
          <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold leading-tight">
            <span className="min-w-0 wrap-anywhere">{category.name}</span>{' '}
            <span className="text-sm font-normal text-muted-foreground">
              (<Plural value={desiresCount} one="# desire" other="# desires" />)
            </span>
          </h3>
          {category.isOwned ? null : (
            <Badge variant="secondary" size="sm" className="justify-self-start">
              <Trans>Shared</Trans>
            </Badge>
          )}
        </div>
      </div>
      {category.description ? <p className="whitespace-pre-line wrap-anywhere text-sm text-muted-foreground">{category.description}</p> : null}
      {category.desiresCount === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No desires in this category yet</Trans>
        </p>
      ) : counts.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Status counts`}>
          {counts.map((status) => (
            <li key={status.key} className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', status.tone)}>
              {t(status.label)}: {category.statusBreakdown[status.key]}
            </li>
          ))}
        </ul>
      ) : null}
      {sharer ? (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <UserRound className="size-3.5" aria-hidden="true" />
          <span>
            <Trans>
              Shared by <bdi>{sharer}</bdi>
            </Trans>
          </span>
        </p>
      ) : null}
    </>
  );
}

/** Cards side by side as the width allows: one column on a phone, up to four on a wide screen. */
export const cardGrid = { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))' } as const;

const cardClass = 'grid h-full content-start gap-3 rounded-2xl border bg-card p-4 shadow-xs transition-colors';

interface CategoryCardProps {
  category: Category;
  onShare: (category: Category) => void;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

/**
 * One category: a link to its page, and for its owner a menu with Share, and Edit and Delete when it
 * is not a default one. The menu button sits in the card's top-right corner, over the link; it shows
 * on hover or focus from 1024 px with a mouse, always below that and on screens without hover.
 */
export function CategoryCard({ category, onShare, onEdit, onDelete }: CategoryCardProps) {
  const pending = isLocalCategory(category._id);
  const hoverDesktop = useMediaQuery(`(min-width: ${breakpoints.desktop}px) and (hover: hover)`);
  // Pointer over the card or focus inside it: the actions show (desktop with a mouse only).
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const actionsHidden = hoverDesktop && !pointer && !focus;
  const { t } = useLingui();
  const name = category.name;
  return (
    <li
      // Raised while the menu is open or focus is inside: the open menu and the focus ring draw over
      // the cards that follow, which come later in the page and would otherwise paint on top.
      className="relative min-w-0 focus-within:z-10 has-[[role=menu]]:z-20"
      aria-busy={pending || undefined}
      onPointerEnter={() => setPointer(true)}
      onPointerLeave={() => setPointer(false)}
      onFocus={() => setFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocus(false);
      }}
    >
      {pending ? (
        <div className={cn(cardClass, 'opacity-70')}>
          <CardBody category={category} />
        </div>
      ) : (
        <Link to={paths.category(category._id)} className={cn(cardClass, 'hover:bg-muted focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25')}>
          <CardBody category={category} />
        </Link>
      )}
      {!pending && category.isOwned ? (
        // The corner is set on a wrapper: the menu keeps its own relative position for the list it opens.
        <div className={cn('absolute end-2 top-2 transition-opacity', actionsHidden && 'opacity-0')}>
          <Menu>
            <MenuTrigger aria-label={t`Actions for ${name}`} className={buttonVariants({ variant: 'ghost', size: 'icon-sm' })}>
              <MoreVertical aria-hidden="true" />
            </MenuTrigger>
            <MenuContent align="end">
              <MenuItem onSelect={() => onShare(category)}>
                <Share2 aria-hidden="true" /> <Trans>Share</Trans>
              </MenuItem>
              {canManage(category) ? (
                <>
                  <MenuItem onSelect={() => onEdit(category)}>
                    <SquarePen aria-hidden="true" /> <Trans>Edit</Trans>
                  </MenuItem>
                  <MenuItem destructive onSelect={() => onDelete(category)}>
                    <Trash2 aria-hidden="true" /> <Trans>Delete</Trans>
                  </MenuItem>
                </>
              ) : null}
            </MenuContent>
          </Menu>
        </div>
      ) : null}
    </li>
  );
}

export function CategoryGridSkeleton() {
  const { t } = useLingui();
  return (
    <ul className="grid gap-3" style={cardGrid} aria-busy="true" aria-label={t`Loading categories`}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i} className="grid gap-3 rounded-2xl border p-4">
          <span className="flex items-center gap-3">
            <span className="size-12 animate-pulse rounded-xl bg-muted" />
            <span className="h-4 w-20 animate-pulse rounded bg-muted" />
          </span>
          <span className="h-3 w-3/4 animate-pulse rounded bg-muted" />
        </li>
      ))}
    </ul>
  );
}
