import { useMutation, useQueryClient } from '@tanstack/react-query';
import { desireSchema, type Desire, type DesireBody } from '@contract/desire';
import { uploadImageResultSchema } from '@contract/upload';
import { urlMetadataSchema } from '@contract/url-metadata';
import type { UserSummary } from '@contract/user';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/staleness';
import { uploadWithProgress } from '@/lib/upload';
import { addTemporaryDesire, putDesireEverywhere, settleDesire } from './cache-writes';
import { restore, snapshotDesires } from './optimistic';

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
    hiddenReason: null,
    // What the form chose; nobody has pledged to or revealed what does not exist yet.
    surprise: body.surprise,
    price: body.price,
    occasionId: body.occasionId,
    // The owner of a surprise sees no pledges before its reveal (the server sends null), so neither does its copy.
    pledges: body.price ? (body.surprise ? null : { total: 0, count: 0, mine: null, givers: [] }) : body.price,
    revealedAt: body.surprise === undefined ? undefined : null,
    // Nobody has saved what does not exist yet.
    isSaved: false,
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
    onSettled: () => invalidateAfter(client, 'a desire saved'),
  });
}

export function useUpdateDesire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DesireBody }) => api.put(`/api/desires/${id}`, cleanDesireBody(body), { schema: desireSchema }),
    onSuccess: (desire) => putDesireEverywhere(client, desire),
    onSettled: () => invalidateAfter(client, 'a desire saved'),
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
