import { useState, type ReactNode } from 'react';
import { Ban, MoreHorizontal, Volume2, VolumeX } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { MemberProfile } from '@contract/user';
import { buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { useExtraOffered } from '@/lib/extras';
import { useSafetyChange, type SafetyChange } from '../api/member-safety';

/** Asks before blocking, saying what a block does; the block is sent on confirm. */
export function BlockConfirm({ member, open, onOpenChange, onConfirm, busy }: { member: { fullName: string }; open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void; busy?: boolean }) {
  const { t } = useLingui();
  const name = member.fullName;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Block ${name}?`}
      description={t`${name} will not be able to see your desires, comments or profile, follow you, react, comment, offer to fulfil your desires or chat with you, and you will not see theirs. Follows between you end. They are not told, but may notice.`}
      confirmLabel={t`Block`}
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}

/**
 * Another member's profile menu ("More"): Mute / Unmute and Block / Unblock, and whatever the app
 * adds (`extraItems`, say Report: MenuItems of its own). Mute and Block hide quietly when the backend
 * does not offer them; with nothing left to show there is no menu.
 */
export function ProfileMenu({ profile, extraItems }: { profile: MemberProfile; extraItems?: ReactNode }) {
  const offered = useExtraOffered('memberSafety') && profile.blockedByMe !== null && profile.mutedByMe !== null;
  const change = useSafetyChange();
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const member = { _id: profile._id, fullName: profile.fullName, profileImage: profile.profileImage };
  const name = profile.fullName;
  const run = (kind: SafetyChange['kind'], on: boolean) => change.mutate({ kind, on, member });

  if (!offered && !extraItems) return null;
  return (
    <>
      <Menu>
        <MenuTrigger className={buttonVariants({ variant: 'outline', size: 'icon' })} aria-label={t`More actions for ${name}`}>
          <MoreHorizontal aria-hidden="true" />
        </MenuTrigger>
        <MenuContent align="end" className="w-60">
          {offered ? (
            <>
              {/* Muting someone who blocked you, or whom you blocked, changes nothing you see. */}
              {!profile.blockedByMe && !profile.blocksYou ? (
                <MenuItem onSelect={() => run('mute', !profile.mutedByMe)} disabled={change.isPending}>
                  {profile.mutedByMe ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
                  {profile.mutedByMe ? t`Unmute ${name}` : t`Mute ${name}`}
                </MenuItem>
              ) : null}
              <MenuItem onSelect={() => (profile.blockedByMe ? run('block', false) : setConfirming(true))} destructive={!profile.blockedByMe} disabled={change.isPending}>
                <Ban aria-hidden="true" />
                {profile.blockedByMe ? t`Unblock ${name}` : t`Block ${name}`}
              </MenuItem>
            </>
          ) : null}
          {offered && extraItems ? <MenuSeparator /> : null}
          {extraItems}
        </MenuContent>
      </Menu>
      <BlockConfirm
        member={profile}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => {
          // The block shows at once (optimistic): the dialog need not wait for the answer.
          setConfirming(false);
          run('block', true);
        }}
      />
    </>
  );
}
