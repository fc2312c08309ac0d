import { useState } from 'react';
import { MoreHorizontal, Share2, SquarePen, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Category } from '@contract/category';
import { Button } from '@/components/ui/button';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { useIsTabletUp } from '@/lib/use-media-query';
import { canManage } from '../model/list';

interface CategoryActionsProps {
  category: Category;
  onShare: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * Share (the owner), Edit and Delete (the owner, not a default category): buttons from 768 px; below
 * it one button opens the "Category Actions" bottom sheet with the same three.
 */
export function CategoryActions({ category, onShare, onEdit, onDelete }: CategoryActionsProps) {
  const tabletUp = useIsTabletUp();
  const [sheetOpen, setSheetOpen] = useState(false);
  const { t } = useLingui();
  if (!category.isOwned) return null;
  const name = category.name;
  const manage = canManage(category);

  if (tabletUp) {
    return (
      <>
        <Button variant="outline" onClick={onShare}>
          <Share2 aria-hidden="true" /> <Trans>Share</Trans>
        </Button>
        {manage ? (
          <>
            <Button variant="outline" onClick={onEdit}>
              <SquarePen aria-hidden="true" /> <Trans>Edit</Trans>
            </Button>
            <Button variant="outline" className="text-destructive hover:text-destructive" onClick={onDelete}>
              <Trash2 aria-hidden="true" /> <Trans>Delete</Trans>
            </Button>
          </>
        ) : null}
      </>
    );
  }

  // The sheet closes first, then the chosen dialog opens: two modals never hold focus at once.
  const choose = (action: () => void) => () => {
    setSheetOpen(false);
    action();
  };
  return (
    <Drawer open={sheetOpen} onOpenChange={setSheetOpen}>
      <Button variant="outline" size="icon" aria-label={t`Category actions`} onClick={() => setSheetOpen(true)}>
        <MoreHorizontal aria-hidden="true" />
      </Button>
      <DrawerContent>
        <DrawerHeader>
          <DrawerTitle>
            <Trans>Category Actions</Trans>
          </DrawerTitle>
          <DrawerDescription className="sr-only">
            <Trans>
              What to do with <bdi>{name}</bdi>
            </Trans>
          </DrawerDescription>
        </DrawerHeader>
        <div className="grid gap-2">
          <Button variant="outline" className="justify-start" onClick={choose(onShare)}>
            <Share2 aria-hidden="true" /> <Trans>Share Category</Trans>
          </Button>
          {manage ? (
            <>
              <Button variant="outline" className="justify-start" onClick={choose(onEdit)}>
                <SquarePen aria-hidden="true" /> <Trans>Edit Category</Trans>
              </Button>
              <Button variant="outline" className="justify-start text-destructive hover:text-destructive" onClick={choose(onDelete)}>
                <Trash2 aria-hidden="true" /> <Trans>Delete Category</Trans>
              </Button>
            </>
          ) : null}
        </div>
      </DrawerContent>
    </Drawer>
  );
}
