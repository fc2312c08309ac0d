import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { categorySharesSchema } from '@contract/category';
import { api } from '@/lib/api-client';
import { callExtra, isMissingEndpoint } from '@/lib/extras';
import { categoryQueries } from './queries';

const sharesPath = (id: string) => `/api/categories/${encodeURIComponent(id)}/shares`;

/** Who a category is shared with (the owner's read): an extra of our server, hidden where it is missing. */
export const categoryShareQueries = {
  list: (categoryId: string) =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'shares', categoryId] as const,
      queryFn: ({ signal }) => callExtra('categoryShares', () => api.get(sharesPath(categoryId), { schema: categorySharesSchema, signal })),
      retry: (count, error) => !isMissingEndpoint(error) && count < 3,
    }),
};

/** PUT the whole list of members the category is shared with. Not retried: the answer is the list. */
export function useSaveCategoryShares(categoryId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...categoryQueries.all(), 'shares', categoryId, 'save'],
    retry: false,
    mutationFn: (userIds: string[]) => callExtra('categoryShares', () => api.put(sharesPath(categoryId), { userIds }, { schema: categorySharesSchema })),
    onSuccess: (answer) => client.setQueryData(categoryShareQueries.list(categoryId).queryKey, answer),
    onSettled: () => client.invalidateQueries({ queryKey: categoryQueries.lists() }),
  });
}
