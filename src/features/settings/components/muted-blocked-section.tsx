import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Ban, ShieldOff } from 'lucide-react';
import type { BlocksAndMutes, SafetyKind } from '@contract/member-safety';
import type { UserSummary } from '@contract/user';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@contract/pages/paths';
import { SettingsSection } from './settings-section';

function MemberRows({ kind, members, empty, onUndo }: { kind: SafetyKind; members: UserSummary[]; empty: string; onUndo: (kind: SafetyKind, member: UserSummary) => void }) {
  const { t } = useLingui();
  if (members.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  const undo = kind === 'block' ? t`Unblock` : t`Unmute`;
  const undoLabel = (name: string) => (kind === 'block' ? t`Unblock ${name}` : t`Unmute ${name}`);
  return (
    <ul className="grid gap-2">
      {members.map((member) => (
        // A grid with a column that may shrink to nothing: a long name is cut short, never widening the screen.
        <li key={member._id} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3">
          <Link to={paths.member(member._id)} className="flex min-w-0 max-w-full items-center gap-3 justify-self-start rounded-lg hover:underline">
            <Avatar name={member.fullName} src={member.profileImage} size="sm" />
            <span className="truncate text-sm font-medium">{member.fullName}</span>
          </Link>
          <Button variant="outline" size="sm" onClick={() => onUndo(kind, member)} aria-label={undoLabel(member.fullName)}>
            {undo}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Settings, "Muted and blocked": the members the reader muted and blocked, each with a way to undo it.
 * The lists and the undo come from the app (the profile feature holds them).
 */
export function MutedBlockedSection({
  blocksAndMutes,
  failed,
  onRetry,
  onUndo,
}: {
  blocksAndMutes: BlocksAndMutes | undefined;
  failed: boolean;
  onRetry: () => void;
  onUndo: (kind: SafetyKind, member: UserSummary) => void;
}) {
  const { t } = useLingui();
  const mutedId = useId();
  const blockedId = useId();
  return (
    <SettingsSection title={t`Muted and blocked`} icon={ShieldOff}>
      {blocksAndMutes ? (
        <>
          <div className="grid gap-2">
            <h3 id={mutedId} className="text-sm font-semibold">
              <Trans>Muted members</Trans>
            </h3>
            <p className="text-sm text-muted-foreground">
              <Trans>Their desires and comments stay out of your feeds and notifications. They are not told.</Trans>
            </p>
            <div aria-labelledby={mutedId} role="group">
              <MemberRows kind="mute" members={blocksAndMutes.muted} empty={t`You haven’t muted anyone.`} onUndo={onUndo} />
            </div>
          </div>
          <div className="grid gap-2">
            <h3 id={blockedId} className="flex items-center gap-1.5 text-sm font-semibold">
              <Ban className="size-4" aria-hidden="true" />
              <Trans>Blocked members</Trans>
            </h3>
            <p className="text-sm text-muted-foreground">
              <Trans>Neither of you sees the other’s desires, comments or profile, and you can’t follow or chat.</Trans>
            </p>
            <div aria-labelledby={blockedId} role="group">
              <MemberRows kind="block" members={blocksAndMutes.blocked} empty={t`You haven’t blocked anyone.`} onUndo={onUndo} />
            </div>
          </div>
        </>
      ) : failed ? (
        <LoadFailed title={t`Failed to load muted and blocked members`} onRetry={onRetry} />
      ) : (
        <p className="text-sm text-muted-foreground" role="status">
          <Trans>Loading muted and blocked members…</Trans>
        </p>
      )}
    </SettingsSection>
  );
}
