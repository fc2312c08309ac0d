import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@contract/errors';
import { shareLinkListSchema, shareLinkSchema, type ShareLink, type ShareLinkBody } from '@contract/share-link';
import { api } from '@/lib/api-client';
import { callExtra, isMissingEndpoint } from '@/lib/extras';

/** The member's links by name: an extra of our server; where it is missing, Custom link hides. */
export const shareLinkQueries = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cache key
  all: () => ['shareLinks'] as const,
  /** GET /api/share-links: the member's own, newest first. */
  mine: () =>
    queryOptions({
      queryKey: shareLinkQueries.all(),
      queryFn: ({ signal }) => callExtra('shareLinks', () => api.get('/api/share-links', { schema: shareLinkListSchema, signal })),
      retry: (count, error) => !isMissingEndpoint(error) && count < 2,
    }),
};

/** The links of one desire (post) or category (folder), from the member's list. */
export const linksOf = (links: readonly ShareLink[] | undefined, type: ShareLink['type'], referenceId: string): ShareLink[] =>
  (links ?? []).filter((link) => link.type === type && link.referenceId === referenceId);

/** POST /api/share-links; the new link joins the list at its head. Not retried: a name is taken once. */
export function useCreateShareLink() {
  const client = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (body: ShareLinkBody) => callExtra('shareLinks', () => api.post('/api/share-links', body, { schema: shareLinkSchema })),
    onSuccess: (link) => client.setQueryData<ShareLink[]>(shareLinkQueries.all(), (links) => [link, ...(links ?? []).filter((l) => l._id !== link._id)]),
  });
}

/** DELETE /api/share-links/{id}; the link leaves the list. */
export function useDeleteShareLink() {
  const client = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (id: string) => callExtra('shareLinks', () => api.delete(`/api/share-links/${encodeURIComponent(id)}`, { schema: messageResponseSchema })),
    onSuccess: (_answer, id) => client.setQueryData<ShareLink[]>(shareLinkQueries.all(), (links) => links?.filter((link) => link._id !== id)),
  });
}
