import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@contract/user';
import { useSession } from '@/features/auth/api/queries';
import { DesireCardSkeleton } from '@/features/desires/components/desire-card-skeleton';
import { profileFromUser } from '@/features/profile/api/cache';
import { profileQueries, type ConnectionKind } from '@/features/profile/api/queries';
import { ConnectionsDialog } from '@/features/profile/components/connections-dialog';
import { MemberActions, OwnProfileActions } from '@/features/profile/components/profile-actions';
import { PrivateProfileNote, ProfileHeader, ProfileHeaderSkeleton } from '@/features/profile/components/profile-header';
import { ProfileNotFound } from '@/features/profile/components/profile-not-found';
import { canInteract } from '@/features/profile/model/rules';
import { PageHeader } from '@/components/layout/page-header';
import { useMemberDesires } from '@/features/desires/api/use-member-desires';
import { ProfileSections } from '@/features/desires/components/profile-archive';
import { ProfileDesires } from '../profile-desires';
import { useSignedInUserSaved } from '@/features/auth/api/use-signed-in-user-saved';
import { ProfileMenu } from '@/features/profile/components/profile-menu';
import { ReportMenuItem } from '@/features/reports/components/report-provider';
import { blockedEitherWay, BlockNote } from '@/features/profile/components/block-note';
import { LoadFailed, failureDetail } from '@/components/ui/load-failed';
import { MemberOccasions } from '@/features/occasions/components/member-occasions';
import { MyOccasions } from '@/features/occasions/components/my-occasions';

/** /profile (one's own) and /profile/{userId} (anyone's, one's own too). */
export function Component() {
  const { userId } = useParams();
  const { user } = useSession();
  if (!user) return null;
  const id = userId ?? user._id;
  // A new member starts a new screen: no dialog, search or filter carries over.
  return <ProfileScreen key={id} userId={id} viewer={user} />;
}

function ProfileScreen({ userId, viewer }: { userId: string; viewer: User }) {
  const own = userId === viewer._id;
  const { t } = useLingui();
  const onUserSaved = useSignedInUserSaved();
  const member = useQuery({ ...profileQueries.member(userId), placeholderData: own ? profileFromUser(viewer) : undefined });
  // One's own profile never fails to show: the session has the member's record.
  const profile = member.data ?? (own && member.isError ? profileFromUser(viewer) : member.data);
  const canSee = profile?.canSeeDetails ?? false;
  const stats = useQuery({ ...profileQueries.stats(userId), enabled: Boolean(profile) });
  const desires = useMemberDesires(userId, canSee);
  const [connections, setConnections] = useState<{ open: boolean; kind: ConnectionKind }>({ open: false, kind: 'followers' });

  if (profile === null) return <ProfileNotFound />;

  const title = <PageHeader title={t`Profile`} description={own ? t`How other members see you.` : undefined} />;

  if (!profile) {
    if (member.isError) {
      return (
        <div className="mx-auto grid w-full max-w-4xl gap-6">
          {title}
          <LoadFailed title={t`The profile could not be loaded`} detail={failureDetail(member.error) ?? t`Please try again.`} onRetry={() => void member.refetch()} retrying={member.isFetching} />
        </div>
      );
    }
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-6" aria-busy="true">
        {title}
        <span className="sr-only" role="status">
          <Trans>Loading profile</Trans>
        </span>
        <ProfileHeaderSkeleton />
        <div className="grid gap-4">
          <DesireCardSkeleton />
          <DesireCardSkeleton />
        </div>
      </div>
    );
  }

  const statsTotal = stats.data ? stats.data.desired + stats.data.inProgress + stats.data.achieved : undefined;
  // The list's total follows creates and deletes at once; the stats stand in until it is read.
  const desiresCount = desires.data?.pages[0]?.total ?? statsTotal;
  const interact = canInteract({ _id: viewer._id, role: viewer.role }, profile);
  // A block either way: no details and no actions but the menu's (unblock, block, report).
  const blocked = blockedEitherWay(profile);
  // Report joins the menu where the backend keeps members apart (it then takes reports too).
  const report =
    profile.blockedByMe !== null ? <ReportMenuItem target={{ targetType: 'user', targetId: profile._id, owner: { _id: profile._id, fullName: profile.fullName }, label: profile.fullName }} /> : undefined;
  const menu = interact ? <ProfileMenu profile={profile} extraItems={report} /> : null;

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      {title}
      <ProfileHeader
        profile={profile}
        stats={stats.data}
        desiresCount={blocked ? statsTotal : desiresCount}
        own={own}
        onUserSaved={onUserSaved}
        onOpenConnections={(kind) => setConnections({ open: true, kind })}
        actions={
          own ? (
            <OwnProfileActions />
          ) : interact && !blocked ? (
            <>
              <MemberActions targetId={profile._id} viewerId={viewer._id} />
              {menu}
            </>
          ) : (
            menu
          )
        }
      />
      {blocked ? null : own ? <MyOccasions userId={viewer._id} /> : <MemberOccasions userId={profile._id} name={profile.fullName} />}
      {blocked ? (
        <BlockNote profile={profile} />
      ) : canSee ? (
        <ProfileSections userId={userId} own={own} viewerId={viewer._id} desires={(notYet) => <ProfileDesires list={desires} own={own} notYet={notYet} />} />
      ) : (
        <PrivateProfileNote name={profile.fullName} />
      )}
      {canSee ? (
        <ConnectionsDialog
          userId={profile._id}
          name={profile.fullName}
          kind={connections.kind}
          open={connections.open}
          onOpenChange={(open) => setConnections((c) => ({ ...c, open }))}
        />
      ) : null}
    </div>
  );
}
