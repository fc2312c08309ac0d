import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentSchema, type Comment } from '@contract/desire';
import type { UserSummary } from '@contract/user';
import { api } from '@/lib/api-client';
import { addCommentEverywhere, removeCommentEverywhere, settleCommentEverywhere } from './cache-writes';
import { ownComments } from './own-acts';
import { desireQueries } from './queries';

export const commentMutationKey = [...desireQueries.all(), 'add-comment'] as const;

/** A comment, optimistic: it shows (dimmed) at once and gives way to the server's on success. */
export function useAddComment(viewer: UserSummary) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: commentMutationKey,
    retry: false,
    mutationFn: ({ desireId, text }: { desireId: string; text: string }) =>
      api.post(`/api/desires/${desireId}/comments`, { text: text.trim() }, { schema: commentSchema }),
    onMutate: async ({ desireId, text }) => {
      // A list read under way (another act's refresh) would land with the count before this comment.
      await client.cancelQueries({ queryKey: desireQueries.comments(desireId).queryKey });
      await client.cancelQueries({ queryKey: desireQueries.lists() });
      const temporary: Comment = {
        _id: `temp-${Date.now()}`,
        userId: viewer,
        postId: desireId,
        text: text.trim(),
        createdAt: new Date().toISOString(),
        hiddenReason: null,
        isOptimistic: true,
      };
      addCommentEverywhere(client, desireId, temporary);
      return { tempId: temporary._id, patchedAt: Date.now() };
    },
    onSuccess: (comment, { desireId }, context) => {
      ownComments.remember(comment._id);
      if (context) settleCommentEverywhere(client, desireId, context.tempId, comment);
    },
    onError: (_error, { desireId }, context) => {
      if (context) removeCommentEverywhere(client, desireId, context.tempId);
    },
    onSettled: (_data, _error, { desireId }, context) => {
      void client.invalidateQueries({ queryKey: desireQueries.comments(desireId).queryKey });
      // A list read again while the comment was on its way may hold the count from before it: those
      // on screen are read once more; otherwise the count patched above stands until the next read.
      const overwritten = client
        .getQueryCache()
        .findAll({ queryKey: desireQueries.lists() })
        .some((query) => context !== undefined && query.state.dataUpdatedAt > context.patchedAt);
      void client.invalidateQueries({ queryKey: desireQueries.lists(), refetchType: overwritten ? 'active' : 'none' });
    },
  });
}
