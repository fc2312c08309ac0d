import { t } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { blockResultSchema, blocksAndMutesSchema, muteResultSchema, type BlocksAndMutes, type SafetyKind } from '@contract/member-safety';
import type { FollowStatus, UserSummary } from '@contract/user';
import { api, ApiError } from '@/lib/api-client';
import { callExtra } from '@/lib/extras';
import { invalidateAfter } from '@/lib/staleness';
import { toast } from '@/components/ui/toast';
import { withBlockOrMute } from './cache';
import { profileQueries } from './queries';

/*
 * Blocking and muting members (extras: contract/member-safety.ts). A backend without them answers 404
 * or 405 to these calls and leaves the profile's blockedByMe/mutedByMe out: the menu items, the Settings
 * section and the dialog's offers then hide (callExtra, useExtraOffered('memberSafety')).
 */

export const safetyQueries = {
  all: () => ['member-safety'] as const,
  /** GET /api/me/blocks-and-mutes: whom the reader blocked and muted. */
  list: () =>
    queryOptions({
      queryKey: [...safetyQueries.all(), 'list'] as const,
      queryFn: (): Promise<BlocksAndMutes> => callExtra('memberSafety', () => api.get('/api/me/blocks-and-mutes', { schema: blocksAndMutesSchema })),
    }),
};

export interface SafetyChange {
  kind: SafetyKind;
  /** true: block or mute; false: unblock or unmute. */
  on: boolean;
  member: UserSummary;
}

const path = ({ kind, member }: SafetyChange) => `/api/users/${encodeURIComponent(member._id)}/${kind}`;

async function send(change: SafetyChange): Promise<void> {
  const url = path(change);
  await callExtra<unknown>('memberSafety', () => {
    if (change.kind === 'block') {
      const schema = blockResultSchema;
      return change.on ? api.post(url, undefined, { schema }) : api.delete(url, { schema });
    }
    const schema = muteResultSchema;
    return change.on ? api.post(url, undefined, { schema }) : api.delete(url, { schema });
  });
}

const listName = (kind: SafetyKind) => (kind === 'block' ? 'blocked' : 'muted');

/** The blocked and muted lists with the member in or out of one of them. */
export function withListed(lists: BlocksAndMutes | undefined, { kind, on, member }: SafetyChange): BlocksAndMutes | undefined {
  if (!lists) return lists;
  const name = listName(kind);
  const rest = lists[name].filter((m) => m._id !== member._id);
  return { ...lists, [name]: on ? [member, ...rest] : rest };
}

/** What the toast says once the server has it: plain words about what changed for the reader. */
export function safetyToast({ kind, on, member }: SafetyChange): { title: string; description: string } {
  const name = member.fullName;
  if (kind === 'block') {
    return on
      ? { title: t`${name} is blocked`, description: t`Neither of you will see the other’s desires, comments or profile.` }
      : { title: t`${name} is unblocked`, description: t`You can see each other again. Follows ended by the block stay ended.` };
  }
  return on
    ? { title: t`${name} is muted`, description: t`Their desires and comments leave your feeds and notifications. They are not told.` }
    : { title: t`${name} is unmuted`, description: t`Their desires and comments come back to your feeds.` };
}

function failureTitle({ kind, on }: SafetyChange): string {
  if (kind === 'block') return on ? t`Could not block this member` : t`Could not unblock this member`;
  return on ? t`Could not mute this member` : t`Could not unmute this member`;
}

/**
 * Block, unblock, mute or unmute: optimistic on the member's profile and the Settings lists, rolled
 * back with a toast when the call fails. Once the server has it, the feeds and notices are read
 * again, so that the member's desires leave (or come back) at once.
 */
export function useSafetyChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (change) => {
      const profileKey = profileQueries.member(change.member._id).queryKey;
      const listKey = safetyQueries.list().queryKey;
      const followKey = profileQueries.followStatus(change.member._id).queryKey;
      await Promise.all([client.cancelQueries({ queryKey: profileKey }), client.cancelQueries({ queryKey: listKey })]);
      const snapshot = { profile: client.getQueryData(profileKey), list: client.getQueryData(listKey), follow: client.getQueryData<FollowStatus>(followKey) };
      client.setQueryData(profileKey, (old) => withBlockOrMute(old, change.kind, change.on));
      client.setQueryData(listKey, (old) => withListed(old, change));
      // A block ends the follows both ways.
      if (change.kind === 'block' && change.on && snapshot.follow) client.setQueryData<FollowStatus>(followKey, { isFollowing: false });
      return snapshot;
    },
    onError: (error, change, snapshot) => {
      if (snapshot) {
        client.setQueryData(profileQueries.member(change.member._id).queryKey, snapshot.profile);
        client.setQueryData(safetyQueries.list().queryKey, snapshot.list);
        if (snapshot.follow) client.setQueryData(profileQueries.followStatus(change.member._id).queryKey, snapshot.follow);
      }
      toast.error(failureTitle(change), error instanceof ApiError ? error.serverMessage : undefined);
    },
    onSuccess: (_data, change) => {
      const { title, description } = safetyToast(change);
      toast.success(title, description);
      void invalidateAfter(client, 'a member blocked or muted');
    },
    onSettled: (_data, _error, change) => {
      void client.invalidateQueries({ queryKey: safetyQueries.all() });
      void client.invalidateQueries({ queryKey: profileQueries.member(change.member._id).queryKey });
      void client.invalidateQueries({ queryKey: profileQueries.stats(change.member._id).queryKey });
      void client.invalidateQueries({ queryKey: profileQueries.followStatus(change.member._id).queryKey });
    },
  });
}
