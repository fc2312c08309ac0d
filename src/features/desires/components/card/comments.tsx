import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { EyeOff, MoreHorizontal } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { desireLimits } from '@contract/limits';
import { commentTextField, type Comment, type Desire } from '@contract/desire';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Menu, MenuContent, MenuTrigger } from '@/components/ui/menu';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/format';
import { paths } from '@contract/pages/paths';
import { useAddComment } from '../../api/comment-mutations';
import { desireQueries } from '../../api/queries';
import { useDesireEnvironment } from '../desire-environment';

function CommentForm({ desire }: { desire: Desire }) {
  const { t } = useLingui();
  const { viewer, requireLogin } = useDesireEnvironment();
  const [text, setText] = useState('');
  const id = useId();
  const addComment = useAddComment(viewer ?? { _id: '', fullName: '', profileImage: null });

  if (!viewer) {
    return (
      <button
        type="button"
        onClick={() => {
          toast.error(t`Authentication Required`, t`Please log in to comment on this desire`);
          requireLogin('comment');
        }}
        className="h-10 rounded-xl border border-dashed px-3 text-start text-sm text-muted-foreground hover:bg-muted"
      >
        <Trans>Log in to comment</Trans>
      </button>
    );
  }

  // The contract's rule: text that shows nothing (spaces, zero-width characters) is no comment.
  const postable = commentTextField.safeParse(text).success;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!postable) return;
    const sent = text;
    setText('');
    addComment.mutate(
      { desireId: desire._id, text: sent },
      {
        onError: () => {
          // Nothing typed is lost: the text comes back for another try.
          setText((current) => current || sent);
          toast.error(t`Failed to add comment`, t`Please try again.`);
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-1.5">
      <div className="flex items-start gap-2.5">
        <Avatar name={viewer.fullName} src={viewer.profileImage} size="sm" className="mt-1" />
        <label htmlFor={id} className="sr-only">
          <Trans>Add a comment</Trans>
        </label>
        <textarea
          id={id}
          rows={1}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t`Write a comment…`}
          aria-describedby={`${id}-count`}
          className="min-h-10 w-full flex-1 resize-none rounded-xl border border-input bg-card px-3 py-2 text-base focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 md:text-sm"
        />
      </div>
      <div className="flex items-center justify-end gap-3">
        <span id={`${id}-count`} className={cn('text-xs tabular-nums text-muted-foreground', text.length > desireLimits.commentMax && 'font-semibold text-destructive')}>
          {text.length}/{desireLimits.commentMax}
        </span>
        <Button type="submit" size="sm" disabled={!postable}>
          <Trans>Post</Trans>
        </Button>
      </div>
    </form>
  );
}

/** A small menu on someone else's comment, with its Report entry (where the backend takes reports). */
function CommentMenu({ comment }: { comment: Comment }) {
  const { t } = useLingui();
  const { viewer, reportItem } = useDesireEnvironment();
  // A backend without moderation sends no hiddenReason at all: it takes no reports either.
  if (!viewer || !reportItem || comment.userId._id === viewer._id || comment.isOptimistic || comment.hiddenReason === undefined) return null;
  const name = comment.userId.fullName;
  return (
    <Menu>
      <MenuTrigger className="-my-1 ms-auto inline-flex size-7 items-center justify-center rounded-full text-muted-foreground hover:bg-card hover:text-foreground" aria-label={t`Comment options for ${name}'s comment`}>
        <MoreHorizontal className="size-4" aria-hidden="true" />
      </MenuTrigger>
      <MenuContent align="end">{reportItem({ targetType: 'comment', targetId: comment._id, owner: comment.userId, label: comment.text })}</MenuContent>
    </Menu>
  );
}

/** The comments of a desire, oldest first, and the box to add one (Ctrl or Cmd+Enter sends). */
export function CommentsSection({ desire }: { desire: Desire }) {
  const { t } = useLingui();
  const comments = useQuery(desireQueries.comments(desire._id));
  return (
    <section aria-label={t`Comments`} className="grid gap-3 border-t pt-3">
      {comments.isPending ? (
        <div className="flex justify-center py-2 text-muted-foreground">
          <Spinner label={t`Loading comments`} />
        </div>
      ) : comments.isError ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Failed to fetch comments.</Trans>{' '}
          <button type="button" onClick={() => void comments.refetch()} className="font-semibold text-primary hover:underline">
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : comments.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No comments yet. Be the first to say something kind.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3">
          {comments.data.map((comment) => {
            const reason = comment.hiddenReason;
            return (
              <li key={comment._id} className={cn('flex gap-2.5', comment.isOptimistic && 'opacity-60')}>
                <Avatar name={comment.userId.fullName} src={comment.userId.profileImage} size="sm" />
                <div className="min-w-0 flex-1 rounded-2xl bg-muted px-3 py-2">
                  <div className="flex flex-wrap items-baseline gap-x-2">
                    <Link to={paths.member(comment.userId._id)} dir="auto" className="text-sm font-semibold wrap-anywhere hover:underline">
                      {comment.userId.fullName}
                    </Link>
                    <span className="text-xs text-muted-foreground">{comment.isOptimistic ? t`Posting…` : timeAgo(comment.createdAt)}</span>
                    <CommentMenu comment={comment} />
                  </div>
                  <p dir="auto" className="whitespace-pre-line wrap-anywhere text-sm text-left rtl:text-right">{comment.text}</p>
                  {reason ? (
                    // Only its author still receives a comment an operator hid.
                    <p className="mt-1 flex items-center gap-1.5 text-xs font-medium text-destructive">
                      <EyeOff className="size-3.5" aria-hidden="true" />
                      <Trans>Hidden by a moderator: {reason}</Trans>
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <CommentForm desire={desire} />
    </section>
  );
}
