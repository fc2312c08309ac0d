import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarHeart, Pencil, Plus, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Occasion } from '@contract/occasion';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { toast } from '@/components/ui/toast';
import { errorText } from '@/lib/known-messages';
import { lazyPart } from '@/lib/lazy-part';
import { useDeleteOccasion } from '../api/mutations';
import { occasionQueries } from '../api/queries';
import { isLocalOccasion } from '../model/occasions';
import { OccasionVisibility, OccasionWhen } from './occasion-when';

/** One of the member's occasions, with Edit and Delete (not yet for one the server is still making). */
function OccasionRow({ occasion, onEdit, onDelete }: { occasion: Occasion; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const title = occasion.title;
  const local = isLocalOccasion(occasion._id);
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="grid min-w-0 flex-1 gap-1">
        <p dir="auto" className="wrap-anywhere font-medium text-left rtl:text-right">
          {title}
        </p>
        <OccasionWhen occasion={occasion} />
        <OccasionVisibility visibility={occasion.visibility} />
      </div>
      <div className="flex shrink-0 gap-1">
        <Button size="icon-sm" variant="ghost" disabled={local} aria-label={t`Edit ${title}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button size="icon-sm" variant="ghost" disabled={local} aria-label={t`Delete ${title}`} onClick={onDelete}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

// The form (and its validation) loads when first opened: most visits to one's profile never open it.
const OccasionFormDialog = lazyPart(() => import('./occasion-form-dialog').then((m) => m.OccasionFormDialog));

type Editing = { open: boolean; occasion: Occasion | null; used: boolean };

/**
 * The member's own occasions on their profile: each with its day, how soon it comes and who sees it,
 * Add occasion, and Edit and Delete on each row. Nothing at all when the backend has no occasions.
 */
export function MyOccasions({ userId }: { userId: string }) {
  const { t } = useLingui();
  const mine = useQuery(occasionQueries.mine());
  const remove = useDeleteOccasion();
  const [editing, setEditing] = useState<Editing>({ open: false, occasion: null, used: false });
  const [deleting, setDeleting] = useState<Occasion | null>(null);

  if (mine.data === null || mine.isPending) return null;
  const deletingTitle = deleting?.title ?? '';

  const confirmDelete = () => {
    if (!deleting) return;
    const occasion = deleting;
    setDeleting(null);
    remove.mutate(occasion, {
      onSuccess: () => toast.success(t`Occasion deleted`),
      onError: (error) => toast.error(t`The occasion could not be deleted`, errorText(error) ?? t`Something went wrong. Please try again.`),
    });
  };

  return (
    <section aria-labelledby="my-occasions" className="grid gap-3 rounded-2xl border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-occasions" className="flex items-center gap-2 text-base font-semibold">
          <CalendarHeart className="size-5 text-primary" aria-hidden="true" />
          <Trans>Occasions</Trans>
        </h2>
        {mine.data ? (
          <Button size="sm" variant="outline" onClick={() => setEditing({ open: true, occasion: null, used: true })}>
            <Plus aria-hidden="true" />
            <Trans>Add occasion</Trans>
          </Button>
        ) : null}
      </div>
      {mine.isError && !mine.data ? (
        <LoadFailed compact title={t`Your occasions could not be loaded`} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      ) : mine.data && mine.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Add a birthday or another day that matters: the people who follow you see it coming, with the desires you link to it.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Your occasions`} className="grid divide-y">
          {mine.data?.map((occasion) => (
            <OccasionRow key={occasion._id} occasion={occasion} onEdit={() => setEditing({ open: true, occasion, used: true })} onDelete={() => setDeleting(occasion)} />
          ))}
        </ul>
      )}
      {editing.used ? (
        <Suspense fallback={null}>
          <OccasionFormDialog open={editing.open} occasion={editing.occasion} userId={userId} onOpenChange={(open) => setEditing((state) => ({ ...state, open }))} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t`Delete this occasion?`}
        description={t`"${deletingTitle}" goes for good, and the desires linked to it are no longer for it.`}
        confirmLabel={t`Delete`}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
