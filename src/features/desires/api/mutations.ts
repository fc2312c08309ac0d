import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  commentSchema,
  desireResultSchema,
  desireSchema,
  startFulfillmentResultSchema,
  type Comment,
  type Desire,
  type DesireBody,
  type DesireStatus,
  type FulfillmentType,
} from '@contract/desire';
import { messageResponseSchema } from '@contract/errors';
import { uiTimings } from '@contract/limits';
import { uploadImageResultSchema } from '@contract/upload';
import { urlMetadataSchema } from '@contract/url-metadata';
import type { UserSummary } from '@contract/user';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-roots';
import { uploadWithProgress } from '@/lib/upload';
import {
  addCommentEverywhere,
  addTemporaryDesire,
  patchDesireEverywhere,
  putDesireEverywhere,
  removeCommentEverywhere,
  removeDesireEverywhere,
  setStatusEverywhere,
  settleCommentEverywhere,
  settleDesire,
} from './cache-updates';
import { desireQueries } from './queries';
import { ownComments } from './own-acts';

type Snapshot = [QueryKey, unknown][];

/** Everything cached about desires, to put back when an optimistic change fails. */
async function snapshotDesires(client: QueryClient): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: desireQueries.all() });
  return client.getQueriesData({ queryKey: desireQueries.all() });
}

function restore(client: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
}

/** "After answers": the lists, categories and stats are read again. */
function refreshAfterChange(client: QueryClient) {
  void client.invalidateQueries({ queryKey: desireQueries.all() });
  void client.invalidateQueries({ queryKey: queryRoots.categories });
}

/** What the form sends: blank optional text is left out, as the spec says for sourceUrl. */
export function cleanDesireBody(body: DesireBody): DesireBody {
  const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
  return {
    ...body,
    title: body.title.trim(),
    description: blankToNull(body.description),
    estimatedCost: blankToNull(body.estimatedCost),
    sourceUrl: body.sourceUrl && body.sourceUrl.trim() ? body.sourceUrl.trim() : undefined,
    sharedWith: body.visibility === 'custom' ? body.sharedWith : [],
  };
}

function temporaryDesire(body: DesireBody, viewer: UserSummary, sharedWith: UserSummary[]): Desire {
  const now = new Date().toISOString();
  return {
    _id: `temp-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`,
    userId: viewer,
    title: body.title.trim(),
    description: body.description ?? null,
    estimatedCost: body.estimatedCost ?? null,
    coverImage: body.coverImage ?? null,
    categories: body.categories ?? [],
    visibility: body.visibility ?? 'public',
    sharedWith,
    status: 'desire',
    sourceUrl: body.sourceUrl ?? null,
    eventName: null,
    fulfillmentType: null,
    fulfillments: [],
    reactions: [],
    reactionsCount: 0,
    commentsCount: 0,
    createdAt: now,
    updatedAt: now,
    isOptimistic: true,
  };
}

export interface CreateDesireInput {
  body: DesireBody;
  /** The members of a custom desire, as the form shows them. */
  sharedWith: UserSummary[];
}

/** Create, optimistically: a temporary copy tops the lists it belongs to until the server answers. */
export function useCreateDesire(viewer: UserSummary) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: CreateDesireInput) => api.post('/api/desires', cleanDesireBody(body), { schema: desireSchema }),
    onMutate: async ({ body, sharedWith }) => {
      const snapshot = await snapshotDesires(client);
      const temporary = temporaryDesire(cleanDesireBody(body), viewer, sharedWith);
      addTemporaryDesire(client, temporary, viewer._id);
      return { snapshot, tempId: temporary._id };
    },
    onSuccess: (desire, _input, context) => settleDesire(client, desire, viewer._id, context?.tempId),
    onError: (_error, _input, context) => restore(client, context?.snapshot),
    onSettled: () => refreshAfterChange(client),
  });
}

export function useUpdateDesire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DesireBody }) => api.put(`/api/desires/${id}`, cleanDesireBody(body), { schema: desireSchema }),
    onSuccess: (desire) => putDesireEverywhere(client, desire),
    onSettled: () => refreshAfterChange(client),
  });
}

export interface Outcome {
  onSuccess?: () => void;
  onError?: () => void;
}

/**
 * Delete, optimistically: it leaves every list at once; on failure it comes back. The card that
 * asked is gone by then, so what to say afterwards is given here, where it still runs.
 */
export function useDeleteDesire(outcome: Outcome = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/desires/${id}`, { schema: messageResponseSchema }),
    onMutate: async (id) => {
      const snapshot = await snapshotDesires(client);
      removeDesireEverywhere(client, id);
      return { snapshot };
    },
    onSuccess: () => outcome.onSuccess?.(),
    onError: (_error, _id, context) => {
      restore(client, context?.snapshot);
      outcome.onError?.();
    },
    onSettled: () => refreshAfterChange(client),
  });
}

/**
 * The owner's status moves. From in progress to fulfilled it is the complete step; every other
 * move goes through the status call. Optimistic, rolled back on failure.
 */
export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ desire, to, fulfillmentType }: { desire: Desire; from: DesireStatus; to: DesireStatus; fulfillmentType?: FulfillmentType }) =>
      desire.status === 'in_progress' && to === 'fulfilled'
        ? api.patch(`/api/desires/${desire._id}/complete-fulfillment`, {}, { schema: desireResultSchema })
        : api.patch(`/api/desires/${desire._id}/status`, { status: to, fulfillmentType }, { schema: desireResultSchema }),
    onMutate: async ({ desire, to }) => {
      const snapshot = await snapshotDesires(client);
      setStatusEverywhere(client, desire._id, to);
      return { snapshot };
    },
    // Without the desire in the answer (the spec names none), the refresh below brings it.
    onSuccess: ({ desire }) => desire && putDesireEverywhere(client, desire),
    onError: (_error, _input, context) => restore(client, context?.snapshot),
    onSettled: () => refreshAfterChange(client),
  });
}

/**
 * An offer to fulfil, optimistic: the desire shows in progress with the offer at once. After the
 * answer it is read again 100 ms later, and once more at 500 ms (the spec's two follow-ups).
 */
export function useStartFulfillment(viewer: UserSummary | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ desire, anonymous, message }: { desire: Desire; anonymous: boolean; message?: string }) =>
      api.patch(`/api/desires/${desire._id}/start-fulfillment`, { anonymous, message: message?.trim() || undefined }, { schema: startFulfillmentResultSchema }),
    onMutate: async ({ desire, anonymous, message }) => {
      const snapshot = await snapshotDesires(client);
      const now = new Date().toISOString();
      patchDesireEverywhere(
        client,
        desire._id,
        (d) => ({
          ...d,
          status: 'in_progress',
          fulfillments: [{ _id: `temp-${Date.now()}`, userId: viewer, anonymous, message: message ?? null, fulfilledAt: null, createdAt: now }, ...d.fulfillments],
        }),
        (t) => ({ ...t, status: 'in_progress' }),
      );
      return { snapshot };
    },
    onSuccess: ({ desire }) => desire && putDesireEverywhere(client, desire),
    onError: (_error, _input, context) => restore(client, context?.snapshot),
    onSettled: (_data, _error, { desire }) => {
      const refetch = () => {
        void client.invalidateQueries({ queryKey: desireQueries.detail(desire._id).queryKey });
        void client.invalidateQueries({ queryKey: desireQueries.lists() });
      };
      setTimeout(refetch, uiTimings.fulfilRefetchDelayMs);
      setTimeout(refetch, uiTimings.fulfilRepeatDelayMs);
      void client.invalidateQueries({ queryKey: queryRoots.categories });
    },
  });
}

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
      await client.cancelQueries({ queryKey: desireQueries.comments(desireId).queryKey });
      const temporary: Comment = {
        _id: `temp-${Date.now()}`,
        userId: viewer,
        postId: desireId,
        text: text.trim(),
        createdAt: new Date().toISOString(),
        isOptimistic: true,
      };
      addCommentEverywhere(client, desireId, temporary);
      return { tempId: temporary._id };
    },
    onSuccess: (comment, { desireId }, context) => {
      ownComments.remember(comment._id);
      if (context) settleCommentEverywhere(client, desireId, context.tempId, comment);
    },
    onError: (_error, { desireId }, context) => {
      if (context) removeCommentEverywhere(client, desireId, context.tempId);
    },
    onSettled: (_data, _error, { desireId }) => {
      void client.invalidateQueries({ queryKey: desireQueries.comments(desireId).queryKey });
      void client.invalidateQueries({ queryKey: desireQueries.lists(), refetchType: 'none' });
    },
  });
}

export function useImportUrl() {
  return useMutation({
    retry: false,
    mutationFn: (url: string) => api.post('/api/fetch-url-metadata', { url: url.trim() }, { schema: urlMetadataSchema }),
  });
}

export function useUploadCover() {
  return useMutation({
    retry: false,
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('image', file);
      return uploadWithProgress('/api/upload-image', form, { schema: uploadImageResultSchema, onProgress });
    },
  });
}
