import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Ban, EyeOff, VolumeX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useExtraOffered } from '@/lib/extras';
import { profileQueries } from '../api/queries';
import { useRelationChange, type RelationChange } from '../api/relations';
import { BlockConfirm } from './profile-menu';

/**
 * Mute and Block as two toggle buttons, for a screen about one member (the report dialog offers them
 * after a report). Their state is the member's profile as the reader may see it; nothing shows when
 * the backend offers neither.
 */
export function MuteBlockActions({ userId }: { userId: string }) {
  const offered = useExtraOffered('relations');
  const profile = useQuery({ ...profileQueries.member(userId), enabled: offered });
  const change = useRelationChange();
  const [confirming, setConfirming] = useState(false);
  const data = profile.data;
  if (!offered || !data || data.isBlocked === null || data.isMuted === null) return null;
  const member = { _id: data._id, fullName: data.fullName, profileImage: data.profileImage };
  const run = (kind: RelationChange['kind'], on: boolean) => change.mutate({ kind, on, member });
  return (
    <div className="flex flex-wrap gap-2">
      {!data.isBlocked && !data.blocksYou ? (
        // A toggle keeps its name; aria-pressed (and the filled look) says whether it is on.
        <Button variant={data.isMuted ? 'secondary' : 'outline'} size="sm" aria-pressed={data.isMuted} disabled={change.isPending} onClick={() => run('mute', !data.isMuted)}>
          {data.isMuted ? <EyeOff aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
          Mute {data.fullName}
        </Button>
      ) : null}
      <Button
        variant={data.isBlocked ? 'destructive' : 'outline'}
        size="sm"
        aria-pressed={data.isBlocked}
        disabled={change.isPending}
        onClick={() => (data.isBlocked ? run('block', false) : setConfirming(true))}
      >
        <Ban aria-hidden="true" />
        Block {data.fullName}
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
