import { http } from 'msw';
import { pageSizes } from '@contract/limits';
import { MESSAGES } from './messages';
import { api, asAnyone, asMember, fail, json, paging, type Backend } from './respond';
import type { DesireRecord } from './store';
import { desireView, trendingView } from './views';

/**
 * The desire reads of the spec (member core 7) and the counts: feeds, lists, one desire, trending, stats. Only the
 * query values the spec names are read (page and limit; limit and timeFilter for trending).
 */

const DAY_MS = 86_400_000;
const TRENDING_PERIODS: Record<string, number> = { week: 7 * DAY_MS, month: 30 * DAY_MS, year: 365 * DAY_MS };

export function desireReadHandlers(backend: Backend) {
  const { store } = backend;
  const views = (list: DesireRecord[], readerId: string | null) => list.map((d) => desireView(store, d, readerId));

  /** One page of a feed: `{ desires, total, hasMore }`. */
  const page = (request: Request, list: DesireRecord[], readerId: string | null, defaultLimit: number) => {
    const { page: number, limit } = paging(new URL(request.url), defaultLimit);
    const sorted = store.newestFirst(list);
    const slice = sorted.slice((number - 1) * limit, number * limit);
    return json({ desires: views(slice, readerId), total: sorted.length, hasMore: number * limit < sorted.length });
  };

  return [
    http.get(
      api('/desires/public'),
      asAnyone(backend, ({ request, me }) => page(request, store.desires.filter((d) => d.visibility === 'public'), me?._id ?? null, pageSizes.publicFeed)),
    ),

    http.get(
      api('/desires/following'),
      asMember(backend, ({ request, me }) => {
        const followed = new Set(store.followingIds(me._id));
        return page(request, store.desires.filter((d) => followed.has(d.userId) && store.canSee(me._id, d)), me._id, pageSizes.followingFeed);
      }),
    ),

    http.get(
      api('/desires/my'),
      asMember(backend, ({ me }) => json(views(store.newestFirst(store.desires.filter((d) => d.userId === me._id)), me._id))),
    ),

    http.get(
      api('/desires/user/:id'),
      asAnyone(backend, ({ params, me }) => {
        // Any account, admins too: the admin area's User Details reads every user's desires with this call.
        const owner = store.member(params.id);
        if (!owner) return fail(404, MESSAGES.userNotFound);
        const readerId = me?._id ?? null;
        const list = store.newestFirst(store.desires.filter((d) => d.userId === owner._id && store.canSee(readerId, d)));
        return json({ total: list.length, desires: views(list, readerId) });
      }),
    ),

    http.get(
      api('/desires/trending'),
      asAnyone(backend, ({ request }) => {
        const url = new URL(request.url);
        const { limit } = paging(url, pageSizes.trending);
        const period = TRENDING_PERIODS[url.searchParams.get('timeFilter') ?? 'all'];
        const since = period ? Date.now() - period : 0;
        const ranked = store
          .newestFirst(store.desires.filter((d) => d.visibility === 'public' && Date.parse(d.createdAt) >= since))
          .map((d) => trendingView(store, d))
          .sort((a, b) => b.reactionsCount + b.commentsCount - (a.reactionsCount + a.commentsCount));
        return json(ranked.slice(0, limit));
      }),
    ),

    http.get(
      api('/desires/:id'),
      asAnyone(backend, ({ params, me }) => {
        const desire = store.desire(params.id);
        const readerId = me?._id ?? null;
        // Hidden and missing look the same, so a private desire's existence is not given away.
        if (!desire || !store.canSee(readerId, desire)) return fail(404, MESSAGES.desireNotFound);
        return json(desireView(store, desire, readerId));
      }),
    ),

    http.get(api('/stats'), () => json({ total: store.desires.length })),

    http.get(
      api('/stats/user/:id'),
      asAnyone(backend, ({ params, me }) => {
        // Any account, admins too: the admin area's User Statistics reads every user's counts with this call.
        const member = store.member(params.id);
        if (!member) return fail(404, MESSAGES.userNotFound);
        const theirs = store.desires.filter((d) => d.userId === member._id && store.canSee(me?._id ?? null, d));
        const count = (status: DesireRecord['status']) => theirs.filter((d) => d.status === status).length;
        return json({
          followers: store.followerIds(member._id).length,
          following: store.followingIds(member._id).length,
          desired: count('desire'),
          inProgress: count('in_progress'),
          achieved: count('fulfilled'),
        });
      }),
    ),
  ];
}
