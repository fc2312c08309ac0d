import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryMessageSchema, categorySchema, type Category, type CategoryBody } from '@contract/category';
import type { UserSummary } from '@contract/user';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/staleness';
import { DEFAULT_COLOR } from '../model/presets';
import { applyBody, withCategoryAdded, withCategoryEdited, withCategoryRemoved, withCategoryReplaced, withCategoryRestored } from './cache';
import { categoryQueries } from './queries';

const categoryPath = (id: string) => `/api/categories/${encodeURIComponent(id)}`;

let localCounter = 0;
/** An id for a category this tab shows before the server has given it one. */
const localId = () => `local-category-${Date.now().toString(36)}-${(localCounter += 1)}`;
export const isLocalCategory = (id: string) => id.startsWith('local-category-');

/** The card a new category shows while the server makes it. */
function draftCategory(body: CategoryBody, owner: UserSummary): Category {
  return applyBody(
    {
      _id: localId(),
      name: '',
      description: null,
      color: DEFAULT_COLOR,
      icon: null,
      visibility: 'private',
      userId: owner._id,
      owner,
      isOwned: true,
      isDefault: false,
      desiresCount: 0,
      statusBreakdown: { desire: 0, in_progress: 0, fulfilled: 0 },
      sharedBy: null,
      createdAt: new Date().toISOString(),
    },
    body,
  );
}

/**
 * Create Category: the card shows at once; the server's copy takes its place, or it goes again when
 * the server refuses. Not retried: a repeated POST could make it twice.
 */
export function useCreateCategory(owner: UserSummary | null) {
  const client = useQueryClient();
  const listKey = categoryQueries.list().queryKey;
  return useMutation({
    mutationKey: [...categoryQueries.all(), 'create'],
    retry: false,
    mutationFn: (body: CategoryBody) => api.post('/api/categories', body, { schema: categorySchema }),
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: listKey });
      if (!owner) return { draftId: null };
      const draft = draftCategory(body, owner);
      client.setQueryData(listKey, (list) => withCategoryAdded(list, draft));
      return { draftId: draft._id };
    },
    onSuccess: (category, _body, context) => {
      client.setQueryData(listKey, (list) => (context.draftId ? withCategoryReplaced(list, context.draftId, category) : withCategoryAdded(list, category)));
    },
    onError: (_error, _body, context) => {
      const draftId = context?.draftId;
      if (draftId) client.setQueryData(listKey, (list) => withCategoryRemoved(list, draftId));
    },
    onSettled: () => client.invalidateQueries({ queryKey: categoryQueries.all() }),
  });
}

/** Edit: the card changes at once and changes back when the server refuses. */
export function useUpdateCategory() {
  const client = useQueryClient();
  const listKey = categoryQueries.list().queryKey;
  return useMutation({
    mutationKey: [...categoryQueries.all(), 'update'],
    mutationFn: ({ category, body }: { category: Category; body: CategoryBody }) => api.put(categoryPath(category._id), body, { schema: categorySchema }),
    onMutate: async ({ category: { _id: id }, body }) => {
      await client.cancelQueries({ queryKey: listKey });
      const before = client.getQueryData(listKey)?.find((item) => item._id === id);
      client.setQueryData(listKey, (list) => withCategoryEdited(list, id, body));
      return { before };
    },
    onSuccess: (saved, { category }) => {
      client.setQueryData(listKey, (list) => withCategoryReplaced(list, category._id, saved));
      if (saved.name !== category.name) void invalidateAfter(client, 'a category renamed');
    },
    onError: (_error, { category: { _id: id } }, context) => {
      const before = context?.before;
      if (before) client.setQueryData(listKey, (list) => withCategoryReplaced(list, id, before));
    },
    onSettled: () => client.invalidateQueries({ queryKey: categoryQueries.all() }),
  });
}

/** Delete: the card goes at once and comes back to its place when the server refuses. */
export function useDeleteCategory() {
  const client = useQueryClient();
  const listKey = categoryQueries.list().queryKey;
  return useMutation({
    mutationKey: [...categoryQueries.all(), 'delete'],
    mutationFn: (category: Category) => api.delete(categoryPath(category._id), { schema: categoryMessageSchema }),
    onMutate: async (category) => {
      await client.cancelQueries({ queryKey: listKey });
      const index = client.getQueryData(listKey)?.findIndex((item) => item._id === category._id) ?? -1;
      client.setQueryData(listKey, (list) => withCategoryRemoved(list, category._id));
      return { index };
    },
    onError: (_error, category, context) => {
      if (context && context.index >= 0) client.setQueryData(listKey, (list) => withCategoryRestored(list, category, context.index));
    },
    // The deleted category's own detail is not read again (it would answer 404 while its screen is
    // still open, flashing "Category not found" before the screen leaves); the screen drops it.
    onSuccess: (_message, category) => {
      client.removeQueries({ queryKey: categoryQueries.detail(category._id).queryKey, type: 'inactive' });
      void invalidateAfter(client, 'a category deleted');
    },
    // Desires lose the category's name on the server: every list that shows categories is read again.
    onSettled: (_message, error, category) =>
      client.invalidateQueries({
        queryKey: categoryQueries.all(),
        predicate: (query) => Boolean(error) || !isDetailOf(query.queryKey, category._id),
      }),
  });
}

const isDetailOf = (key: readonly unknown[], id: string) => {
  const detail = categoryQueries.detail(id).queryKey;
  return key.length === detail.length && detail.every((part, index) => key[index] === part);
};
