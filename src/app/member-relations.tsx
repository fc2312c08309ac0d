import { useCallback, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberProfile } from '@contract/user';
import { desireQueries } from '@/features/desires/api/queries';
import { notificationQueries } from '@/features/notifications/api/queries';
import { relationQueries, useRelationChange } from '@/features/profile/api/relations';
import { MuteBlockActions } from '@/features/profile/components/mute-block-actions';
import { ProfileMenu } from '@/features/profile/components/profile-menu';
import { MutedBlockedSection } from '@/features/settings/components/muted-blocked-section';
import { useExtraOffered } from '@/lib/extras';

/*
 * Blocking and muting, composed with the screens they change: the profile feature holds the calls,
 * the feeds and notifications belong to other features, so what a change makes stale is named here.
 */

/** After a block or mute (or its undoing): every desire list, page and comment thread, and the notices, read again. */
export function useRelationsChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: desireQueries.all() });
    void client.invalidateQueries({ queryKey: notificationQueries.all() });
  }, [client]);
}

/** Another member's profile menu: Mute and Block, and `extraItems` (MenuItems: Report, say) after them. */
export function MemberProfileMenu({ profile, extraItems }: { profile: MemberProfile; extraItems?: ReactNode }) {
  const onChanged = useRelationsChanged();
  return <ProfileMenu profile={profile} extraItems={extraItems} onChanged={onChanged} />;
}

/** Mute and Block toggles for one member, for dialogs about them (after a report). */
export function MemberMuteBlockActions({ userId }: { userId: string }) {
  const onChanged = useRelationsChanged();
  return <MuteBlockActions userId={userId} onChanged={onChanged} />;
}

/** Settings, "Muted and blocked"; nothing when the backend does not offer blocking and muting. */
export function MutedAndBlockedSettings() {
  const offered = useExtraOffered('relations');
  const relations = useQuery({ ...relationQueries.list(), enabled: offered });
  const onChanged = useRelationsChanged();
  const change = useRelationChange({ onChanged });
  if (!offered) return null;
  return (
    <MutedBlockedSection
      relations={relations.data}
      failed={relations.isError}
      onRetry={() => void relations.refetch()}
      onUndo={(kind, member) => change.mutate({ kind, on: false, member })}
    />
  );
}
