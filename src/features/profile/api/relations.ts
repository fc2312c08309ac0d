import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { blockResultSchema, muteResultSchema, relationsSchema, type Relations } from '@contract/relations';
import type { FollowStatus, UserSummary } from '@contract/user';
import { api, ApiError } from '@/lib/api-client';
import { callExtra } from '@/lib/extras';
import { invalidateAfter } from '@/lib/staleness';
import { toast } from '@/components/ui/toast';
import { withRelation, type RelationKind } from './cache';
import { profileQueries } from './queries';

/*
 * Blocking and muting members (extras: contract/relations.ts). A backend without them answers 404
 * or 405 to these calls and leaves the profile's isBlocked/isMuted out: the menu items, the Settings
 * section and the dialog's offers then hide (callExtra, useExtraOffered('relations')).
 */

export const relationQueries = {
  all: () => ['relations'] as const,
  /** GET /api/me/relations: whom the reader blocked and muted. */
  list: () =>
    queryOptions({
      queryKey: [...relationQueries.all(), 'list'] as const,
      queryFn: (): Promise<Relations> => callExtra('relations', () => api.get('/api/me/relations', { schema: relationsSchema })),
    }),
};

export interface RelationChange {
  kind: RelationKind;
  /** true: block or mute; false: unblock or unmute. */
  on: boolean;
  member: UserSummary;
}

const path = ({ kind, member }: RelationChange) => `/api/users/${encodeURIComponent(member._id)}/${kind}`;

async function send(change: RelationChange): Promise<void> {
  const url = path(change);
  await callExtra<unknown>('relations', () => {
    if (change.kind === 'block') {
      const schema = blockResultSchema;
      return change.on ? api.post(url, undefined, { schema }) : api.delete(url, { schema });
    }
    const schema = muteResultSchema;
    return change.on ? api.post(url, undefined, { schema }) : api.delete(url, { schema });
  });
}

const listName = (kind: RelationKind) => (kind === 'block' ? 'blocked' : 'muted');

/** The relations list with the member in or out of one of its two lists. */
export function withListed(relations: Relations | undefined, { kind, on, member }: RelationChange): Relations | undefined {
  if (!relations) return relations;
  const name = listName(kind);
  const rest = relations[name].filter((m) => m._id !== member._id);
  return { ...relations, [name]: on ? [member, ...rest] : rest };
}

/** What the toast says once the server has it: plain words about what changed for the reader. */
export function relationToast({ kind, on, member }: RelationChange): { title: string; description: string } {
  const name = member.fullName;
  if (kind === 'block') {
    return on
      ? { title: `${name} is blocked`, description: 'Neither of you will see the other’s desires, comments or profile.' }
      : { title: `${name} is unblocked`, description: 'You can see each other again. Follows ended by the block stay ended.' }
  }
  return on
    ? { title: `${name} is muted`, description: 'Their desires and comments leave your feeds and notifications. They are not told.' }
    : { title: `${name} is unmuted`, description: 'Their desires and comments come back to your feeds.' };
}

const failureTitle = ({ kind, on }: RelationChange) => `Could not ${on ? '' : 'un'}${kind} this member`;

/**
 * Block, unblock, mute or unmute: optimistic on the member's profile and the Settings lists, rolled
 * back with a toast when the call fails. Once the server has it, the feeds and notices are read
 * again, so that the member's desires leave (or come back) at once.
 */
export function useRelationChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (change) => {
      const profileKey = profileQueries.member(change.member._id).queryKey;
      const listKey = relationQueries.list().queryKey;
      const followKey = profileQueries.followStatus(change.member._id).queryKey;
      await Promise.all([client.cancelQueries({ queryKey: profileKey }), client.cancelQueries({ queryKey: listKey })]);
      const snapshot = { profile: client.getQueryData(profileKey), list: client.getQueryData(listKey), follow: client.getQueryData<FollowStatus>(followKey) };
      client.setQueryData(profileKey, (old) => withRelation(old, change.kind, change.on));
      client.setQueryData(listKey, (old) => withListed(old, change));
      // A block ends the follows both ways.
      if (change.kind === 'block' && change.on && snapshot.follow) client.setQueryData<FollowStatus>(followKey, { isFollowing: false });
      return snapshot;
    },
    onError: (error, change, snapshot) => {
      if (snapshot) {
        client.setQueryData(profileQueries.member(change.member._id).queryKey, snapshot.profile);
        client.setQueryData(relationQueries.list().queryKey, snapshot.list);
        if (snapshot.follow) client.setQueryData(profileQueries.followStatus(change.member._id).queryKey, snapshot.follow);
      }
      toast.error(failureTitle(change), error instanceof ApiError ? error.serverMessage : undefined);
    },
    onSuccess: (_data, change) => {
      const { title, description } = relationToast(change);
      toast.success(title, description);
      void invalidateAfter(client, 'a member blocked or muted');
    },
    onSettled: (_data, _error, change) => {
      void client.invalidateQueries({ queryKey: relationQueries.all() });
      void client.invalidateQueries({ queryKey: profileQueries.member(change.member._id).queryKey });
      void client.invalidateQueries({ queryKey: profileQueries.stats(change.member._id).queryKey });
      void client.invalidateQueries({ queryKey: profileQueries.followStatus(change.member._id).queryKey });
    },
  });
}
