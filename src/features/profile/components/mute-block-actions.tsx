import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Ban, EyeOff, VolumeX } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { useExtraOffered } from '@/lib/extras';
import { profileQueries } from '../api/queries';
import { useSafetyChange, type SafetyChange } from '../api/member-safety';
import { BlockConfirm } from './profile-menu';

/**
 * Mute and Block as two toggle buttons, for a screen about one member (the report dialog offers them
 * after a report). Their state is the member's profile as the reader may see it; nothing shows when
 * the backend offers neither.
 */
export function MuteBlockActions({ userId }: { userId: string }) {
  const offered = useExtraOffered('memberSafety');
  const profile = useQuery({ ...profileQueries.member(userId), enabled: offered });
  const change = useSafetyChange();
  const [confirming, setConfirming] = useState(false);
  const data = profile.data;
  if (!offered || !data || data.blockedByMe === null || data.mutedByMe === null) return null;
  const member = { _id: data._id, fullName: data.fullName, profileImage: data.profileImage };
  const name = data.fullName;
  const run = (kind: SafetyChange['kind'], on: boolean) => change.mutate({ kind, on, member });
  return (
    <div className="flex flex-wrap gap-2">
      {!data.blockedByMe && !data.blocksYou ? (
        // A toggle keeps its name; aria-pressed (and the filled look) says whether it is on.
        <Button variant={data.mutedByMe ? 'secondary' : 'outline'} size="sm" aria-pressed={data.mutedByMe} disabled={change.isPending} onClick={() => run('mute', !data.mutedByMe)}>
          {data.mutedByMe ? <EyeOff aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
          <Trans>
            Mute <bdi>{name}</bdi>
          </Trans>
        </Button>
      ) : null}
      <Button
        variant={data.blockedByMe ? 'destructive' : 'outline'}
        size="sm"
        aria-pressed={data.blockedByMe}
        disabled={change.isPending}
        onClick={() => (data.blockedByMe ? run('block', false) : setConfirming(true))}
      >
        <Ban aria-hidden="true" />
        <Trans>
          Block <bdi>{name}</bdi>
        </Trans>
      </Button>
      <BlockConfirm
        member={data}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => {
          setConfirming(false);
          run('block', true);
        }}
      />
    </div>
  );
}
