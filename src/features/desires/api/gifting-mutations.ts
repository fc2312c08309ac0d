import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pledgeConflictSchema, pledgeResultSchema, type PledgeConflict } from '@contract/gifting';
import type { UserSummary } from '@contract/user';
import { desireResultSchema } from '@contract/desire';
import { ApiError, api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/staleness';
import { patchDesireEverywhere, putDesireEverywhere } from './cache-writes';
import { setPledgesEverywhere, withOwnPledge } from './pledge-cache';
import { restore, snapshotDesires } from './optimistic';
import { desireQueries } from './queries';

/*
 * Gifting's calls (extras: contract/gifting.ts): the owner's reveal, a giver's pledge and its
 * withdrawal, and the withdrawal of an offer on a surprise.
 */

const readAgain = (client: ReturnType<typeof useQueryClient>, id: string) => client.invalidateQueries({ queryKey: desireQueries.detail(id).queryKey });

/** POST /api/desires/{id}/reveal: the owner sees who offered and pledged; the answer's desire goes everywhere. */
export function useReveal(tell: { revealed: () => void; failed: (error: unknown) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/desires/${id}/reveal`, {}, { schema: desireResultSchema }),
    // Told here, not in mutate's callbacks: the revealed desire no longer has its Reveal button, whose
    // callbacks would go with it.
    onSuccess: ({ desire }) => {
      if (desire) putDesireEverywhere(client, desire);
      tell.revealed();
    },
    onError: (error) => tell.failed(error),
    onSettled: (_data, _error, id) => readAgain(client, id),
  });
}

export interface PledgeInput {
  desireId: string;
  /** null withdraws the reader's part. */
  part: { amount: number; anonymous: boolean; message: string | null } | null;
}

/**
 * PUT (or DELETE) /api/desires/{id}/pledge, optimistic: the reader's part shows at once in every copy
 * of the desire, the answer's pledges replace it, and a failure puts back what was there.
 */
export function usePledge(viewer: UserSummary | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ desireId, part }: PledgeInput) =>
      part
        ? api.put(`/api/desires/${desireId}/pledge`, { amount: part.amount, anonymous: part.anonymous, message: part.message }, { schema: pledgeResultSchema })
        : api.delete(`/api/desires/${desireId}/pledge`, { schema: pledgeResultSchema }),
    onMutate: async ({ desireId, part }) => {
      const snapshot = await snapshotDesires(client);
      if (viewer) patchDesireEverywhere(client, desireId, (d) => withOwnPledge(d, viewer, part));
      return { snapshot };
    },
    onSuccess: ({ pledges }, { desireId }) => setPledgesEverywhere(client, desireId, pledges),
    onError: (_error, _input, context) => restore(client, context?.snapshot),
    onSettled: (_data, _error, { desireId }) => readAgain(client, desireId),
  });
}

/** A 409 of a pledge past the price: what is left for the reader; undefined for any other failure. */
export function pledgeConflictOf(error: unknown): PledgeConflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const read = pledgeConflictSchema.safeParse(error.body);
  return read.success ? read.data : undefined;
}

/** DELETE /api/desires/{id}/start-fulfillment: the maker of an offer on a surprise takes it back. */
export function useWithdrawOffer(tell: { withdrawn: () => void; failed: (error: unknown) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (desireId: string) => api.delete(`/api/desires/${desireId}/start-fulfillment`, { schema: desireResultSchema }),
    // Told here: the withdrawn offer's button goes, and mutate's callbacks with it.
    onSuccess: ({ desire }) => {
      if (desire) putDesireEverywhere(client, desire);
      tell.withdrawn();
    },
    onError: (error) => tell.failed(error),
    onSettled: (_data, _error, desireId) => {
      void readAgain(client, desireId);
      void invalidateAfter(client, 'a desire status changed');
    },
  });
}

/** Whether the backend offers no withdrawal of offers (the call is an extra). */
export const withdrawalNotOffered = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 405);
