import { http } from 'msw';
import { MESSAGES } from './messages';
import { api, asAnyone, fail, json, type Backend } from './respond';
import { categoryDesires, categoryView, desireView } from './views';

/**
 * The spec (chat, categories and admin 7 "Public shared pages"): no login, and `?user=` must name the owner. A
 * category is shown only while its visibility is shared; a desire only as far as the reader may see it.
 */

export function sharedHandlers(backend: Backend) {
  const { store } = backend;

  const ownerParam = (request: Request) => new URL(request.url).searchParams.get('user');
  const sharedCategory = (id: string | undefined, ownerId: string) => store.categories.find((c) => c._id === id && c.userId === ownerId && c.visibility === 'shared') ?? null;

  return [
    http.get(
      api('/shared/categories/:id/desires'),
      asAnyone(backend, ({ request, params, me }) => {
        const ownerId = ownerParam(request);
        if (!ownerId) return fail(400, MESSAGES.shareLinkInvalid);
        const category = sharedCategory(params.id, ownerId);
        if (!category) return fail(404, MESSAGES.categoryNotFound);
        const readerId = me?._id ?? null;
        const desires = categoryDesires(store, category, readerId);
        return json({ desires: desires.map((d) => desireView(store, d, readerId)), total: desires.length });
      }),
    ),

    http.get(
      api('/shared/categories/:id'),
      asAnyone(backend, ({ request, params, me }) => {
        const ownerId = ownerParam(request);
        if (!ownerId) return fail(400, MESSAGES.shareLinkInvalid);
        const category = sharedCategory(params.id, ownerId);
        return category ? json(categoryView(store, category, me?._id ?? null)) : fail(404, MESSAGES.categoryNotFound);
      }),
    ),

    http.get(
      api('/shared/desires/:id'),
      asAnyone(backend, ({ request, params, me }) => {
        const ownerId = ownerParam(request);
        if (!ownerId) return fail(400, MESSAGES.shareLinkInvalid);
        const desire = store.desire(params.id);
        const readerId = me?._id ?? null;
        if (!desire || desire.userId !== ownerId || !store.canSee(readerId, desire)) return fail(404, MESSAGES.desireNotFound);
        return json(desireView(store, desire, readerId));
      }),
    ),
  ];
}
