import { Suspense, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Category } from '@contract/category';
import { useSession } from '@/features/auth/api/queries';
import { sharedCategoryQueries } from '@/features/categories/api/shared-queries';
import { ShareCategoryDialog } from '@/features/categories/components/share-category-dialog';
import { ShareWithMembers } from '@/features/categories/components/share-with-members';
import { chatQueries } from '@/features/chat/api/queries';
import { desireQueries } from '@/features/desires/api/queries';
import { useExtraOffered } from '@/lib/extras';
import { lazyPart } from '@/lib/lazy-part';
import { publicAmongWhole } from '@/features/desires/model/category-filter';

// Custom link (an extra) loads when first opened.
const CustomLinkDialog = lazyPart(() => import('@/features/share-links/components/custom-link-dialog').then((m) => m.CustomLinkDialog));

/**
 * The Share Category dialog for one category, composed with what it needs from other features:
 * the category's desires for its preview, how many of them a visitor of the link sees (for the share
 * text), and the member's connections to share it with.
 */
export function CategoryShareDialog({ category, open, onOpenChange }: { category: Category; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useSession();
  const shareable = category.visibility === 'shared';
  // Sharing with chosen members is our server's extra: without it the dialog offers the link alone.
  const membersOffered = useExtraOffered('categoryShares');
  const customLinksOffered = useExtraOffered('shareLinks');
  const [customLinkOpen, setCustomLinkOpen] = useState(false);
  const desires = useInfiniteQuery({ ...desireQueries.inCategory(category._id, { name: category.name, ownerId: category.userId }), enabled: open });
  const visitors = useQuery({ ...sharedCategoryQueries.visitorCount(category._id, category.userId), enabled: open && shareable });
  const connections = useQuery({ ...chatQueries.connections(user?._id ?? ''), enabled: open && membersOffered && Boolean(user) && shareable });
  const page = desires.data?.pages[0];
  // The share dialog closes first, then Custom link opens: two modals never hold focus at once.
  const openCustomLink = () => {
    onOpenChange(false);
    setCustomLinkOpen(true);
  };
  return (
    <>
      <ShareCategoryDialog
        category={category}
        open={open}
        onOpenChange={onOpenChange}
        preview={page ? { titles: page.desires.map((desire) => desire.title), total: page.total } : undefined}
        visitorCount={visitors.data ?? publicAmongWhole(desires.data?.pages, desires.hasNextPage)}
        members={membersOffered ? <ShareWithMembers categoryId={category._id} connections={connections.data} /> : null}
        onCustomLink={customLinksOffered && category.isOwned ? openCustomLink : null}
      />
      {customLinkOpen ? (
        <Suspense fallback={null}>
          <CustomLinkDialog type="folder" referenceId={category._id} title={category.name} open={customLinkOpen} onOpenChange={setCustomLinkOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
