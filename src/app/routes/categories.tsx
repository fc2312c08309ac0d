import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FolderOpen, FolderSearch, Plus, TextSearch } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Category } from '@contract/category';
import { EmptyState } from '@/components/ui/empty-state';
import { useSession } from '@/features/auth/api/queries';
import { useDeleteCategory } from '@/features/categories/api/mutations';
import { categoryQueries } from '@/features/categories/api/queries';
import { CategoryCard, CategoryGridSkeleton, cardGrid } from '@/features/categories/components/category-card';
import { CategoryFormDialog } from '@/features/categories/components/category-form-dialog';
import { searchCategories, splitCategories } from '@/features/categories/model/list';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SearchInput } from '@/components/ui/search-input';
import { toast } from '@/components/ui/toast';
import { paths } from '@contract/pages/paths';
import { isApiError } from '@/lib/api-client';
import { CategoryShareDialog } from '../category-share';
import { LoadFailed } from '@/components/ui/load-failed';

/** The server's reason when it gave one; otherwise null (the caller says a general line). */
const serverReason = (error: unknown) => (isApiError(error) && error.serverMessage ? error.serverMessage : null);

type CardActions = Pick<Parameters<typeof CategoryCard>[0], 'onShare' | 'onEdit' | 'onDelete'>;

function Section({ title, items, actions }: { title: string; items: Category[]; actions: CardActions }) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="grid gap-3" style={cardGrid}>
        {items.map((category) => (
          <CategoryCard key={category._id} category={category} {...actions} />
        ))}
      </ul>
    </section>
  );
}

/** Desire Categories: the member's own categories and the ones shared with them, searchable; create, edit and delete. */
export function Component() {
  const list = useQuery(categoryQueries.list());
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const [editor, setEditor] = useState<{ open: boolean; category: Category | null }>({ open: false, category: null });
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [sharing, setSharing] = useState<Category | null>(null);
  const remove = useDeleteCategory();
  const { t } = useLingui();

  const openCreate = () => setEditor({ open: true, category: null });
  const openEdit = (category: Category) => setEditor({ open: true, category });
  const actions: CardActions = { onShare: setSharing, onEdit: openEdit, onDelete: setDeleting };
  const confirmDelete = () => {
    if (!deleting) return;
    const category = deleting;
    setDeleting(null);
    remove.mutate(category, {
      onSuccess: () => toast.success(t`Category deleted`, t`The category and its associations have been removed.`),
      onError: (error) => toast.error(t`Delete failed`, serverReason(error) ?? t`Something went wrong. Please try again.`),
    });
  };

  const found = list.data ? searchCategories(list.data, search) : [];
  const { own, shared } = splitCategories(found);
  // The section titles, the spec's "My Categories (n)" and "Shared with Me (n)" with the count for n.
  const ownCount = own.length;
  const sharedCount = shared.length;
  const deletingName = deleting?.name ?? '';
  const owner = user ? { _id: user._id, fullName: user.fullName, profileImage: user.profileImage ?? null } : null;

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-6xl gap-5">
      <Link to={paths.feed} className="inline-flex w-fit items-center gap-1.5 rounded-lg text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> <Trans>Back to Dashboard</Trans>
      </Link>
      <PageHeader
        title={t`Desire Categories`}
        description={t`Organize and share your desires by category`}
        actions={
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" /> <Trans>Create Category</Trans>
          </Button>
        }
      />
      <SearchInput icon={TextSearch} label={t`Search categories`} value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t`Search categories...`} />

      {list.data ? (
        list.data.length === 0 ? (
          <EmptyState
            icon={FolderOpen}
            title={t`No categories yet`}
            text={t`You haven't created any categories yet. Start by creating one to organize your desires.`}
            action={
              <Button onClick={openCreate}>
                <Plus aria-hidden="true" /> <Trans>Create Your First Category</Trans>
              </Button>
            }
          />
        ) : found.length === 0 ? (
          <EmptyState icon={FolderSearch} title={t`No categories found`} text={t`Try adjusting your search terms`} />
        ) : (
          <>
            {own.length > 0 ? <Section title={t`My Categories (${ownCount})`} items={own} actions={actions} /> : null}
            {shared.length > 0 ? <Section title={t`Shared with Me (${sharedCount})`} items={shared} actions={actions} /> : null}
          </>
        )
      ) : list.isError ? (
        <LoadFailed title={t`Failed to load categories`} detail={serverReason(list.error) ?? t`Something went wrong. Please try again.`} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <CategoryGridSkeleton />
      )}

      <CategoryFormDialog
        open={editor.open}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
        category={editor.category}
        owner={owner}
      />
      {sharing ? (
        <CategoryShareDialog
          category={list.data?.find((item) => item._id === sharing._id) ?? sharing}
          open
          onOpenChange={(open) => {
            if (!open) setSharing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t`Delete category?`}
        description={deleting ? t`Are you sure you want to delete "${deletingName}"? This will remove the category from all desires and cannot be undone.` : ''}
        confirmLabel={t`Delete`}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
