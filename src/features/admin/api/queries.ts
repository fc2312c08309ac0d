import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  adminRecentDesireSchema,
  adminRecentUserSchema,
  adminStatsSchema,
  adminUserDesiresSchema,
  adminUserListSchema,
  adminUserSchema,
  adminUserStatsSchema,
  fulfillmentStatsSchema,
  type AdminRecentDesire,
} from '@contract/admin';
import { desireListSchema, userStatsSchema } from '@contract/desire';
import { api } from '@/lib/api-client';
import { callExtra, isExtraOffered, isMissingEndpoint } from '@/lib/extras';
import { timings } from '@/lib/timings';

const admin = { auth: 'admin' } as const;
const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/** A user's figures on the details screen; `desires` null when only the spec's calls answer (the list's total then). */
export interface UserFigures {
  desires: number | null;
  followers: number;
  following: number;
  fulfilled: number;
}

/** A user's newest desires and how many they have, as either call lists them. */
export interface UserDesires {
  total: number;
  desires: { _id: string; title: string; status?: AdminRecentDesire['status']; visibility: AdminRecentDesire['visibility']; createdAt: string | null }[];
}

/** Our admin call, or the spec's when the backend has no such endpoint (learnt once, see lib/extras.ts). */
async function extraOrSpec<T>(extraCall: () => Promise<T>, specCall: () => Promise<T>): Promise<T> {
  if (!isExtraOffered('adminUserDetails')) return specCall();
  try {
    return await callExtra('adminUserDetails', extraCall);
  } catch (error) {
    if (isMissingEndpoint(error)) return specCall();
    throw error;
  }
}

export interface UserListParams {
  page: number;
  limit: number;
  search: string;
}

/** What the admin screens read, general to specific: all -> dashboard parts, users -> list(params), user(id) and its parts. */
export const adminQueries = {
  all: () => ['admin'] as const,
  stats: () => queryOptions({ queryKey: [...adminQueries.all(), 'stats'] as const, queryFn: ({ signal }) => api.get('/api/admin/stats', { ...admin, schema: adminStatsSchema, signal }) }),
  /** Completed fulfilments: read again every 30 s while the dashboard is open (spec 9). */
  fulfillmentStats: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'fulfillment-stats'] as const,
      queryFn: ({ signal }) => api.get('/api/admin/fulfillments/stats', { ...admin, schema: fulfillmentStatsSchema, signal }),
      refetchInterval: timings.adminFulfilmentStatsPoll,
    }),
  recentUsers: () =>
    queryOptions({ queryKey: [...adminQueries.users(), 'recent'] as const, queryFn: ({ signal }) => api.get('/api/admin/users/recent', { ...admin, schema: z.array(adminRecentUserSchema), signal }) }),
  recentDesires: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'recent-desires'] as const,
      queryFn: ({ signal }) => api.get('/api/admin/desires/recent', { ...admin, schema: z.array(adminRecentDesireSchema), signal }),
    }),
  users: () => [...adminQueries.all(), 'users'] as const,
  /** One page of the list; the page on screen stays while the next one loads. */
  list: ({ page, limit, search }: UserListParams) =>
    queryOptions({
      queryKey: [...adminQueries.users(), 'list', { page, limit, search }] as const,
      queryFn: ({ signal }) => {
        const query = new URLSearchParams({ page: String(page), limit: String(limit) });
        if (search) query.set('search', search);
        return api.get(`/api/admin/users?${query}`, { ...admin, schema: adminUserListSchema, signal });
      },
      placeholderData: keepPreviousData,
    }),
  user: (id: string) =>
    queryOptions({ queryKey: [...adminQueries.users(), 'detail', id] as const, queryFn: ({ signal }) => api.get(userPath(id), { ...admin, schema: adminUserSchema, signal }), retry: false }),
  // A user's figures and desires: our admin calls where the backend has them (every desire, whatever
  // its visibility, and a blocked member's too), else the spec's own, sent without auth headers as it
  // says: what anyone may see of them.
  userStats: (id: string) =>
    queryOptions({
      queryKey: [...adminQueries.users(), 'detail', id, 'stats'] as const,
      queryFn: ({ signal }): Promise<UserFigures> =>
        extraOrSpec(
          () => api.get(`${userPath(id)}/stats`, { ...admin, schema: adminUserStatsSchema, signal }).then((s) => ({ desires: s.desires, followers: s.followers, following: s.following, fulfilled: s.fulfilled })),
          () => api.get(`/api/stats/user/${encodeURIComponent(id)}`, { auth: 'none', schema: userStatsSchema, signal }).then((s) => ({ desires: null, followers: s.followers, following: s.following, fulfilled: s.achieved })),
        ),
    }),
  userDesires: (id: string) =>
    queryOptions({
      queryKey: [...adminQueries.users(), 'detail', id, 'desires'] as const,
      queryFn: ({ signal }): Promise<UserDesires> =>
        extraOrSpec(
          () => api.get(`${userPath(id)}/desires`, { ...admin, schema: adminUserDesiresSchema, signal }),
          () => api.get(`/api/desires/user/${encodeURIComponent(id)}?page=1&limit=5`, { auth: 'none', schema: desireListSchema, signal }),
        ),
    }),
};
