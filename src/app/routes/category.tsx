import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FolderX, Plus, Sparkles } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '@/features/auth/api/queries';
import { useDeleteCategory } from '@/features/categories/api/mutations';
import { categoryQueries } from '@/features/categories/api/queries';
import { CategoryActions } from '@/features/categories/components/category-actions';
import { CategoryFormDialog } from '@/features/categories/components/category-form-dialog';
import { CategoryHeader } from '@/features/categories/components/category-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast';
import { paths } from '@contract/pages/paths';
import { DesireBrowser, DesireBrowserSkeleton } from '@/features/desires/components/desire-browser';
import { useCategoryDesires } from '@/features/desires/api/use-category-desires';
import { CategoryShareDialog } from '../category-share';
import { useDesireActions } from '../desire-experience';
import { LoadFailed } from '@/components/ui/load-failed';
import { MissingNotice } from '@/components/ui/missing-notice';

const backLinkClass = 'inline-flex w-fit items-center gap-1.5 rounded-lg text-sm font-medium text-muted-foreground hover:text-foreground';


/** One category: its header and actions, its desires with counts, search and status filter. */
export function Component() {
  const { categoryId = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user } = useSession();
  const { openCreate } = useDesireActions();
  const detail = useQuery(categoryQueries.detail(categoryId));
  const category = detail.data ?? null;
  const desires = useCategoryDesires({ kind: 'category', categoryId, name: category?.name ?? '', ownerId: category?.userId ?? '' }, category !== null);
  const [dialog, setDialog] = useState<'share' | 'edit' | 'delete' | null>(null);
  const remove = useDeleteCategory();
  const { t } = useLingui();
  // A deleted category's cached copy goes once the screen has left: removed while the screen still
  // shows it, it would be read again (404) and flash "Category not found".
  const deleted = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (deleted.current) client.removeQueries({ queryKey: categoryQueries.detail(deleted.current).queryKey });
    },
    [client],
  );

  if (detail.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-5" aria-busy="true">
        <span className="h-16 w-64 max-w-full animate-pulse rounded-xl bg-muted" />
        <DesireBrowserSkeleton />
      </div>
    );
  }
  if (detail.isError) return <LoadFailed heading title={t`This category could not be loaded`} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  if (!category) {
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-5">
        <MissingNotice
          icon={FolderX}
          title={t`Category not found`}
          text={t`It may have been deleted, or it is not yours to see.`}
          action={
            <Link to={paths.categories} className={backLinkClass}>
              <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> <Trans>Back to Categories</Trans>
            </Link>
          }
        />
      </div>
    );
  }

  const owner = category.isOwned;
  const name = category.name;
  const sharer = category.sharedBy?.fullName;
  const addDesire = () => openCreate({ category: category.name });
  const confirmDelete = () => {
    setDialog(null);
    remove.mutate(category, {
      onSuccess: () => {
        toast.success(t`Category deleted`, t`The category has been successfully deleted.`);
        deleted.current = category._id;
        void navigate(paths.categories);
      },
      onError: () => toast.error(t`Error`, t`Failed to delete category. Please try again.`),
    });
  };
  const sessionOwner = user ? { _id: user._id, fullName: user.fullName, profileImage: user.profileImage ?? null } : null;

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-4xl gap-5">
      <CategoryHeader
        category={category}
        meta={
          sharer ? (
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant="secondary" size="sm">
                <Trans>Shared</Trans>
              </Badge>
              <span>
                <Trans>
                  Shared by <bdi>{sharer}</bdi>
                </Trans>
              </span>
            </p>
          ) : null
        }
        actions={
          owner ? (
            <div role="group" aria-label={t`Category actions`} className="flex flex-wrap items-center gap-2">
              <Button onClick={addDesire}>
                <Plus aria-hidden="true" /> <Trans>Add Desire</Trans>
              </Button>
              <CategoryActions category={category} onShare={() => setDialog('share')} onEdit={() => setDialog('edit')} onDelete={() => setDialog('delete')} />
            </div>
          ) : null
        }
      />

      {desires.state === 'ready' ? (
        <DesireBrowser
          view={desires.view}
          empty={
            <EmptyState
              icon={Sparkles}
              title={t`No desires yet`}
              text={owner ? t`Start by adding your first desire to this category` : t`Nothing you can see has been added here yet.`}
              action={
                owner ? (
                  <Button onClick={addDesire}>
                    <Plus aria-hidden="true" /> <Trans>Add Your First Desire</Trans>
                  </Button>
                ) : undefined
              }
            />
          }
        />
      ) : desires.state === 'error' ? (
        <LoadFailed title={t`This category could not be loaded`} onRetry={desires.retry} retrying={desires.retrying} />
      ) : (
        <DesireBrowserSkeleton />
      )}

      <CategoryShareDialog category={category} open={dialog === 'share'} onOpenChange={(open) => setDialog(open ? 'share' : null)} />
      <CategoryFormDialog
        open={dialog === 'edit'}
        onOpenChange={(open) => setDialog(open ? 'edit' : null)}
        category={category}
        owner={sessionOwner}
        onSaved={(saved) => client.setQueryData(categoryQueries.detail(category._id).queryKey, saved)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={t`Delete category?`}
        description={t`Are you sure you want to delete "${name}"? This will remove the category from all desires and cannot be undone.`}
        confirmLabel={t`Delete`}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
