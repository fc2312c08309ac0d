import { Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Gift, MessageCircle, Wallet } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Desire, DesireStatus, Visibility } from '@contract/desire';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/format';
import { mediaUrl } from '@/lib/media-url';
import { paths } from '@contract/pages/paths';
import { lazyPart } from '@/lib/lazy-part';
import { useExtraOffered } from '@/lib/extras';
import { useChangeStatus, useDeleteDesire } from '../api/mutations';
import { desireQueries } from '../api/queries';
import { authorOf, isOwner, isTemporary, statusOf } from '../model/desire';
import { isHiddenFromOwner, isSecretFromOwner, pledgePanelOf } from '../model/gifting';
import { Description } from './card/description';
import { Fulfillers } from './card/fulfillers';
import { SurpriseBadge } from './card/surprise-badge';
import { HiddenNotice, ReaderMenu } from './card/moderation';
import { OwnerMenu } from './card/owner-menu';
import { ReactionBar } from './card/reaction-bar';
import { SaveButton } from './card/save-button';
import { ShareMenu } from './card/share-menu';
import { StatusBadge } from './card/status-badge';
import { useDesireEnvironment } from './desire-environment';
import { DesireCardHeader, DesireCardText, DesirePicture, desireCardClass } from './desire-card-view';
import { ShopLink, webAddress } from './card/shop-link';

// A feed shows its cards with comments closed: their code comes with the first card opened
// (a desire's own page names it among its first files, server/src/lib/route-modules.ts).
const CommentsSection = lazyPart(() => import('./card/comments').then((m) => m.CommentsSection));

// Dialogs load when first opened: most card views never open one.
const FulfilDialog = lazyPart(() => import('./fulfil-dialog').then((m) => m.FulfilDialog));
// Surprises and pledges (extras) load with the first card that has them: a backend without gifting never fetches them.
const DesireGifting = lazyPart(() => import('./card/gifting').then((m) => m.DesireGifting));
// The owner's Reveal, on their own surprises only.
const RevealButton = lazyPart(() => import('./card/surprise').then((m) => m.RevealButton));
const ConfirmDialog = lazyPart(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog));

export interface DesireCardProps {
  desire: Desire;
  /** The level of the title's heading in the page around the card. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** Comments open from the start (the desire's own page). */
  commentsOpen?: boolean;
  /** A read-only card for visitors says so. */
  className?: string;
  /** The picture is likely the largest thing of the first screen: fetched at once, first. */
  pictureFirst?: boolean;
  /** Called as the owner confirms deleting it: the desire's own page leaves instead of showing it missing. */
  onDeleting?: () => void;
}

/** Who else sees a desire that is not public, as its byline says it. */
const AUDIENCE: Record<Exclude<Visibility, 'public'>, MessageDescriptor> = {
  followers: msg`Followers`,
  private: msg`Only you`,
  custom: msg`Shared`,
};

function useStatusMove(desire: Desire) {
  const { t } = useLingui();
  const change = useChangeStatus();
  const title = desire.title;
  return (to: DesireStatus) => {
    const from = statusOf(desire);
    change.mutate(
      { desire, from, to },
      {
        onSuccess: () => (from === 'in_progress' && to === 'fulfilled' ? toast.success(t`Desire Completed!`, t`"${title}" is fulfilled.`) : toast.success(t`Desire status updated successfully`)),
        onError: () => toast.error(t`Failed to update status`, t`The change was undone.`),
      },
    );
  };
}

/** A desire with everything a reader can do with it, in the spec's order of parts. */
export function DesireCard({ desire, headingLevel = 'h2', commentsOpen = false, className, pictureFirst = false, onDeleting }: DesireCardProps) {
  const { t } = useLingui();
  const { viewer, requireLogin, editDesire, renderOccasion, customLinkDialog } = useDesireEnvironment();
  const queryClient = useQueryClient();
  const [showComments, setShowComments] = useState(commentsOpen);
  const [fulfilOpen, setFulfilOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [customLinkOpen, setCustomLinkOpen] = useState(false);
  const customLinksOffered = useExtraOffered('shareLinks');
  const remove = useDeleteDesire({
    onSuccess: () => toast.success(t`Desire deleted successfully`),
    onError: () => toast.error(t`Failed to delete desire`, t`It is back in your lists.`),
  });
  const move = useStatusMove(desire);
  const titleId = useId();
  const commentsId = useId();

  const author = authorOf(desire);
  const status = statusOf(desire);
  const own = isOwner(desire, viewer?._id);
  const temporary = isTemporary(desire);
  const title = desire.title;
  const comments = desire.commentsCount;
  const hiddenFromMe = !temporary && isHiddenFromOwner(desire, viewer?._id);
  // A link by name leads only where a visitor may go: a public desire that no operator hid.
  const openToVisitors = desire.visibility === 'public' && !desire.hiddenReason;

  const onDelete = () => {
    onDeleting?.();
    remove.mutate(desire._id, { onSettled: () => setConfirmDelete(false) });
  };

  return (
    <article aria-labelledby={titleId} aria-busy={temporary || undefined} className={cn(desireCardClass, temporary && 'opacity-70', className)}>
      <DesireCardHeader
        avatar={
          <Link to={paths.member(author._id)} className="shrink-0 rounded-full" tabIndex={-1} aria-hidden="true">
            <Avatar name={author.fullName} src={author.profileImage} size="md" />
          </Link>
        }
        name={
          <>
            <Link to={paths.member(author._id)} dir="auto" className="line-clamp-2 min-w-0 max-w-full font-semibold wrap-break-word hover:underline">
              {author.fullName}
            </Link>
            <StatusBadge status={status} className="sm:ms-auto" />
            {hiddenFromMe ? <SurpriseBadge /> : null}
          </>
        }
        when={
          <>
            {temporary ? t`Posting…` : <time dateTime={desire.createdAt}>{timeAgo(desire.createdAt)}</time>}
            {desire.visibility !== 'public' ? <span> · {t(AUDIENCE[desire.visibility])}</span> : null}
          </>
        }
        actions={
          temporary ? null : (
            <div className="-me-2 -mt-1 flex items-center">
              <SaveButton desire={desire} signedIn={viewer !== null} />
              <ShareMenu desireId={desire._id} ownerId={author._id} title={desire.title} />
              {own ? <OwnerMenu desire={desire} status={status} onEdit={() => editDesire(desire)} onMove={move} onDelete={() => setConfirmDelete(true)} onCustomLink={customLinkDialog && customLinksOffered && openToVisitors ? () => setCustomLinkOpen(true) : undefined} /> : <ReaderMenu desire={desire} />}
            </div>
          )
        }
      />

      {own && desire.hiddenReason ? <HiddenNotice reason={desire.hiddenReason} /> : null}

      {desire.coverImage ? <DesirePicture src={mediaUrl(desire.coverImage)} priority={pictureFirst} /> : null}

      <DesireCardText
        heading={headingLevel}
        titleId={titleId}
        title={temporary || headingLevel === 'h1' ? desire.title : <Link to={paths.post(desire._id)} className="hover:underline">{desire.title}</Link>}
        description={desire.description ? <Description text={desire.description} /> : null}
      />

      {desire.occasionId ? renderOccasion?.(desire) : null}

      {desire.estimatedCost || desire.categories.length > 0 || webAddress(desire.sourceUrl) ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {desire.estimatedCost ? (
            <span className="inline-flex items-center gap-1.5 font-medium">
              <Wallet className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">
                <Trans>Estimated cost:</Trans>
              </span>
              {desire.estimatedCost}
            </span>
          ) : null}
          {desire.categories.length > 0 ? (
            <ul aria-label={t`Categories`} className="flex flex-wrap gap-1.5">
              {desire.categories.map((category) => (
                <li key={category} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">
                  {category}
                </li>
              ))}
            </ul>
          ) : null}
          <ShopLink url={desire.sourceUrl} />
        </div>
      ) : null}

      <Fulfillers fulfillments={desire.fulfillments} status={status} viewerId={viewer?._id ?? null} withdrawable={desire.surprise === true ? desire._id : undefined} />

      {pledgePanelOf(desire) || isSecretFromOwner(desire, viewer?._id) ? (
        <Suspense fallback={null}>
          <DesireGifting desire={desire} viewerId={viewer?._id ?? null} own={own} status={status} temporary={temporary} />
        </Suspense>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <ReactionBar desire={desire} disabled={temporary} />
        <div className="ms-auto flex flex-wrap items-center justify-end gap-2">
          <button
            type="button"
            onClick={() => {
              // The comments' code and their first page, both at once.
              if (!showComments) void queryClient.prefetchQuery(desireQueries.comments(desire._id));
              setShowComments((v) => !v);
            }}
            aria-expanded={showComments}
            aria-controls={commentsId}
            disabled={temporary}
            className="inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground disabled:opacity-50"
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            <Plural value={comments} one="# comment" other="# comments" />
          </button>
          {hiddenFromMe ? (
            <Suspense fallback={null}>
              <RevealButton desire={desire} />
            </Suspense>
          ) : null}
          {!temporary && status === 'desire' && !own ? (
            <Button size="sm" onClick={() => (viewer ? setFulfilOpen(true) : requireLogin('fulfil'))}>
              <Gift aria-hidden="true" />
              <Trans>Fulfill Desire</Trans>
            </Button>
          ) : null}
          {!temporary && status === 'in_progress' && own ? (
            <Button size="sm" variant="secondary" onClick={() => move('fulfilled')}>
              <CheckCircle2 aria-hidden="true" />
              <Trans>Mark as Fulfilled</Trans>
            </Button>
          ) : null}
        </div>
      </div>

      <div id={commentsId} hidden={!showComments}>
        {showComments ? (
          <Suspense
            fallback={
              <div className="flex justify-center border-t py-2 pt-3 text-muted-foreground">
                <Spinner label={t`Loading comments`} />
              </div>
            }
          >
            <CommentsSection desire={desire} />
          </Suspense>
        ) : null}
      </div>

      {fulfilOpen ? (
        <Suspense fallback={null}>
          <FulfilDialog desire={desire} open={fulfilOpen} onOpenChange={setFulfilOpen} />
        </Suspense>
      ) : null}
      {customLinkOpen && customLinkDialog ? customLinkDialog({ desire, onOpenChange: setCustomLinkOpen }) : null}
      {confirmDelete ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirmDelete}
            onOpenChange={setConfirmDelete}
            title={t`Delete this desire?`}
            description={t`"${title}" and its reactions and comments will be removed. This cannot be undone.`}
            confirmLabel={t`Delete`}
            onConfirm={onDelete}
            busy={remove.isPending}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
