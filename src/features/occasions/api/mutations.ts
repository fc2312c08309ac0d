import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { occasionResultSchema, type Occasion, type OccasionBody } from '@contract/occasion';
import { messageResponseSchema } from '@contract/errors';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/staleness';
import { draftOccasion, occasionAdded, occasionRemoved, occasionReplaced, withBody } from '../model/occasions';
import { occasionQueries } from './queries';

const occasionPath = (id: string) => `/api/occasions/${encodeURIComponent(id)}`;
const mineKey = () => occasionQueries.mine().queryKey;

/** Stops reads of the list on their way (they would undo the change) and keeps what it held. */
async function snapshot(client: QueryClient) {
  await client.cancelQueries({ queryKey: mineKey() });
  return client.getQueryData(mineKey());
}

/** Every occasion read (the member's own, their profile's, Upcoming's) is read again. */
const readAgain = (client: QueryClient) => client.invalidateQueries({ queryKey: occasionQueries.all() });

/**
 * Add occasion: the row shows at once; the server's copy takes its place, or the list goes back to what
 * it was when the server refuses. Not retried: a repeated POST could make it twice.
 */
export function useCreateOccasion(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...occasionQueries.all(), 'create'],
    retry: false,
    mutationFn: (body: OccasionBody) => api.post('/api/occasions', body, { schema: occasionResultSchema }).then((result) => result.occasion),
    onMutate: async (body) => {
      const before = await snapshot(client);
      const draft = draftOccasion(body, userId);
      client.setQueryData(mineKey(), (list) => occasionAdded(list, draft));
      return { before, draftId: draft._id };
    },
    onSuccess: (occasion, _body, context) => client.setQueryData(mineKey(), (list) => occasionReplaced(list, context.draftId, occasion)),
    onError: (_error, _body, context) => {
      if (context) client.setQueryData(mineKey(), context.before);
    },
    onSettled: () => readAgain(client),
  });
}

/** Edit: the row changes at once and changes back when the server refuses. */
export function useUpdateOccasion() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...occasionQueries.all(), 'update'],
    mutationFn: ({ occasion, body }: { occasion: Occasion; body: OccasionBody }) =>
      api.put(occasionPath(occasion._id), body, { schema: occasionResultSchema }).then((result) => result.occasion),
    onMutate: async ({ occasion, body }) => {
      const before = await snapshot(client);
      client.setQueryData(mineKey(), (list) => occasionReplaced(list, occasion._id, withBody(occasion, body)));
      return { before };
    },
    onSuccess: (saved, { occasion }) => client.setQueryData(mineKey(), (list) => occasionReplaced(list, occasion._id, saved)),
    onError: (_error, _variables, context) => {
      if (context) client.setQueryData(mineKey(), context.before);
    },
    onSettled: () => readAgain(client),
  });
}

/** Delete (after the member confirmed): the row goes at once and comes back when the server refuses. */
export function useDeleteOccasion() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...occasionQueries.all(), 'delete'],
    mutationFn: (occasion: Occasion) => api.delete(occasionPath(occasion._id), { schema: messageResponseSchema }),
    onMutate: async (occasion) => {
      const before = await snapshot(client);
      client.setQueryData(mineKey(), (list) => occasionRemoved(list, occasion._id));
      return { before };
    },
    onError: (_error, _occasion, context) => {
      if (context) client.setQueryData(mineKey(), context.before);
    },
    onSuccess: () => void invalidateAfter(client, 'an occasion deleted'),
    onSettled: () => readAgain(client),
  });
}
