import { useCallback } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UserStats } from '@contract/desire';
import { uploadResultSchema } from '@contract/upload';
import { followResultSchema, userResponseSchema, type FollowResult, type FollowStatus, type UpdateProfileBody, type User } from '@contract/user';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/staleness';
import { timings } from '@/lib/timings';
import { uploadWithProgress } from '@/lib/upload';
import { profileFromUser, withFollowerCount, withFollowerDelta } from './cache';
import { profileQueries } from './queries';

// --- follow ----------------------------------------------------------------------------------------

/** How a burst of follow taps ended: the server's new state, or a failure that was rolled back. */
export type FollowOutcome = { ok: true; following: boolean } | { ok: false; triedToFollow: boolean };

interface PendingFollow {
  /** What the server holds. */
  confirmed: boolean;
  /** What the member ended up choosing. */
  wanted: boolean;
  timer?: ReturnType<typeof setTimeout>;
  sending: boolean;
  onSettled: (outcome: FollowOutcome) => void;
}

const pendingFollows = new Map<string, PendingFollow>();

const send = (targetId: string, follow: boolean): Promise<FollowResult> =>
  follow
    ? api.post(`/api/follow/${encodeURIComponent(targetId)}`, undefined, { schema: followResultSchema })
    : api.delete(`/api/follow/${encodeURIComponent(targetId)}`, { schema: followResultSchema });

function setShown(client: QueryClient, targetId: string, following: boolean) {
  client.setQueryData<FollowStatus>(profileQueries.followStatus(targetId).queryKey, { isFollowing: following });
}

async function flushFollow(client: QueryClient, targetId: string, viewerId: string) {
  const entry = pendingFollows.get(targetId);
  if (!entry || entry.sending) return;
  const wanted = entry.wanted;
  if (wanted === entry.confirmed) {
    // An even number of taps: the server already has it.
    pendingFollows.delete(targetId);
    return;
  }
  entry.sending = true;
  try {
    const result = await send(targetId, wanted);
    // The spec names no answer: without ours, the call's success says where it stands.
    const isFollowing = result.isFollowing ?? wanted;
    entry.confirmed = isFollowing;
    entry.sending = false;
    if (entry.wanted !== wanted) {
      // The member changed their mind while this was on its way: send the new final state.
      void flushFollow(client, targetId, viewerId);
      return;
    }
    pendingFollows.delete(targetId);
    setShown(client, targetId, isFollowing);
    const followers = result.followers;
    if (followers === null) void client.invalidateQueries({ queryKey: profileQueries.stats(targetId).queryKey });
    else client.setQueryData<UserStats>(profileQueries.stats(targetId).queryKey, (stats) => withFollowerCount(stats, followers));
    // Who follows whom changed: both members' lists, the member's own following count, and whether
    // a private profile now shows its details.
    void client.invalidateQueries({ queryKey: profileQueries.connectionsOf(targetId) });
    void client.invalidateQueries({ queryKey: profileQueries.connectionsOf(viewerId) });
    void client.invalidateQueries({ queryKey: profileQueries.stats(viewerId).queryKey });
    void client.invalidateQueries({ queryKey: profileQueries.member(targetId).queryKey });
    void invalidateAfter(client, 'a member followed or unfollowed');
    entry.onSettled({ ok: true, following: isFollowing });
  } catch {
    clearTimeout(entry.timer);
    pendingFollows.delete(targetId);
    // Roll back, visibly, to what the server holds; the followers count moves back with it.
    const shown = client.getQueryData<FollowStatus>(profileQueries.followStatus(targetId).queryKey)?.isFollowing ?? entry.wanted;
    setShown(client, targetId, entry.confirmed);
    client.setQueryData<UserStats>(profileQueries.stats(targetId).queryKey, (stats) =>
      withFollowerDelta(stats, Number(entry.confirmed) - Number(shown)),
    );
    entry.onSettled({ ok: false, triedToFollow: wanted });
  }
}

/**
 * Follow / Following: the button and the followers count change at once; taps closer than
 * `timings.followSettleMs` collapse into one request for the state they end on (none when it is the
 * server's state already); a failure rolls both back and reports it through `onSettled`.
 */
export function useToggleFollow(targetId: string, viewerId: string, onSettled: (outcome: FollowOutcome) => void) {
  const client = useQueryClient();
  return useCallback(async () => {
    const statusKey = profileQueries.followStatus(targetId).queryKey;
    const statsKey = profileQueries.stats(targetId).queryKey;
    // A read on its way would put the old state back over the optimistic one.
    await Promise.all([client.cancelQueries({ queryKey: statusKey }), client.cancelQueries({ queryKey: statsKey })]);
    const shown = client.getQueryData<FollowStatus>(statusKey)?.isFollowing;
    if (shown === undefined) return;
    const wanted = !shown;
    const entry = pendingFollows.get(targetId) ?? { confirmed: shown, wanted, sending: false, onSettled };
    entry.wanted = wanted;
    entry.onSettled = onSettled;
    pendingFollows.set(targetId, entry);
    setShown(client, targetId, wanted);
    client.setQueryData<UserStats>(statsKey, (stats) => withFollowerDelta(stats, wanted ? 1 : -1));
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => void flushFollow(client, targetId, viewerId), timings.followSettleMs);
  }, [client, targetId, viewerId, onSettled]);
}

// --- the member's own profile --------------------------------------------------------------------

/** After any change to the member's own record: their profile shows it at once; the app is told (session, shell). */
function useOwnUserSaved(onUserSaved?: (user: User) => void) {
  const client = useQueryClient();
  return (user: User) => {
    client.setQueryData(profileQueries.member(user._id).queryKey, (old) => profileFromUser(user, old));
    // Other members' lists show this member's name and picture.
    void client.invalidateQueries({ queryKey: profileQueries.connections() });
    onUserSaved?.(user);
  };
}

/** Save Changes on Edit Profile: PATCH /api/users/profile. */
export function useUpdateProfile(onUserSaved?: (user: User) => void) {
  const saved = useOwnUserSaved(onUserSaved);
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api.patch('/api/users/profile', body, { schema: userResponseSchema }),
    onSuccess: ({ user }) => saved(user),
  });
}

/** The banner: POST /api/users/banner, multipart field bannerImage. */
export function useUploadBanner(onUserSaved?: (user: User) => void) {
  const saved = useOwnUserSaved(onUserSaved);
  return useMutation({
    retry: false,
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('bannerImage', file);
      return api.post('/api/users/banner', form, { schema: userResponseSchema });
    },
    onSuccess: ({ user }) => saved(user),
  });
}

/** A new profile picture, uploaded when chosen; the profile keeps it once the form is saved. */
export function useUploadAvatar() {
  return useMutation({
    retry: false,
    mutationFn: ({ file, userId, onProgress }: { file: File; userId: string; onProgress?: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      form.append('uploadType', 'profile');
      form.append('userId', userId);
      return uploadWithProgress('/api/upload', form, { schema: uploadResultSchema, onProgress });
    },
  });
}
