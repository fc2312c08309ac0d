import { Ban, UserX } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { MemberProfile } from '@contract/user';

/**
 * Where a profile's desires would be, when a block stands between the reader and the member: the
 * reader's own block says so and how to undo it; a block by the member shows the profile as simply
 * unavailable (as most social apps do), without saying who did what.
 */
export function BlockNote({ profile }: { profile: Pick<MemberProfile, 'fullName' | 'blockedByMe' | 'blocksYou'> }) {
  const own = profile.blockedByMe === true;
  const Icon = own ? Ban : UserX;
  const name = profile.fullName;
  return (
    <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed p-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <p className="font-semibold">
        {own ? (
          <Trans>
            You blocked <bdi>{name}</bdi>
          </Trans>
        ) : (
          <Trans>This profile is not available</Trans>
        )}
      </p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {own ? (
          <Trans>You don’t see each other’s desires, comments or profiles. Unblock them from the More menu to undo this.</Trans>
        ) : (
          <Trans>
            You can’t see <bdi>{name}</bdi>’s desires or follow them.
          </Trans>
        )}
      </p>
    </div>
  );
}

/** Whether a block, either way, closes this profile to the reader. */
export const blockedEitherWay = (profile: Pick<MemberProfile, 'blockedByMe' | 'blocksYou'>): boolean => profile.blockedByMe === true || profile.blocksYou === true;
