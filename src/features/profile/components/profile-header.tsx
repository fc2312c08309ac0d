import { useId, type ReactNode } from 'react';
import { CalendarDays, Lock } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { UserStats } from '@contract/desire';
import type { MemberProfile, User } from '@contract/user';
import { Avatar } from '@/components/ui/avatar';
import { intlLocale } from '@/lib/i18n';
import { ProfileBanner, ProfileBannerSkeleton } from './profile-banner';
import { blockedEitherWay } from './block-note';
import type { ConnectionKind } from '../api/queries';

function joined(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()) || date.getTime() === 0) return null;
  return date.toLocaleDateString(intlLocale(), { month: 'long', year: 'numeric' });
}

type CountKind = 'desires' | 'followers' | 'following';

const figureClass = 'font-bold tabular-nums text-foreground';
const wordClass = 'text-muted-foreground';

/** "3 followers": the number bold, the word after it, as the reader's language says it. */
function CountWords({ kind, value }: { kind: CountKind; value: number }) {
  const figure = value.toLocaleString(intlLocale());
  if (kind === 'desires') {
    return (
      <Plural
        value={value}
        one={
          <span>
            <span className={figureClass}>{figure}</span> <span className={wordClass}>Desire</span>
          </span>
        }
        other={
          <span>
            <span className={figureClass}>{figure}</span> <span className={wordClass}>Desires</span>
          </span>
        }
      />
    );
  }
  if (kind === 'followers') {
    return (
      <Plural
        value={value}
        one={
          <span>
            <span className={figureClass}>{figure}</span> <span className={wordClass}>follower</span>
          </span>
        }
        other={
          <span>
            <span className={figureClass}>{figure}</span> <span className={wordClass}>followers</span>
          </span>
        }
      />
    );
  }
  return (
    <Plural
      value={value}
      other={
        <span>
          <span className={figureClass}>{figure}</span> <span className={wordClass}>following</span>
        </span>
      }
    />
  );
}

/** The word of a count not known yet, after a dash. */
function UnknownCountWord({ kind }: { kind: CountKind }) {
  const { t } = useLingui();
  const word = kind === 'desires' ? t`Desires` : kind === 'followers' ? t`followers` : t`following`;
  return <span className={wordClass}>{word}</span>;
}

function Count({ value, kind, onOpen }: { value: number | undefined; kind: CountKind; onOpen?: () => void }) {
  const body =
    value === undefined ? (
      <>
        <span className={figureClass}>–</span> <UnknownCountWord kind={kind} />
      </>
    ) : (
      <CountWords kind={kind} value={value} />
    );
  if (!onOpen) return <span className="px-1 py-1">{body}</span>;
  return (
    <button type="button" onClick={onOpen} className="rounded-md px-1 py-1 transition-colors hover:bg-muted hover:underline" aria-haspopup="dialog">
      {body}
    </button>
  );
}

/**
 * Banner, avatar, name, bio and the three counts. The counts of followers and following open their
 * lists when the reader may see them. `actions` are the buttons the reader gets.
 */
export function ProfileHeader({
  profile,
  stats,
  desiresCount,
  own,
  actions,
  onOpenConnections,
  onUserSaved,
}: {
  profile: MemberProfile;
  stats: UserStats | undefined;
  desiresCount: number | undefined;
  own: boolean;
  actions?: ReactNode;
  onOpenConnections?: (kind: ConnectionKind) => void;
  onUserSaved?: (user: User) => void;
}) {
  const nameId = useId();
  const { t } = useLingui();
  // Across a block either way the profile is "not available": name and picture, no figures or dates.
  const apart = blockedEitherWay(profile);
  const since = apart ? null : joined(profile.createdAt);
  const open = profile.canSeeDetails && onOpenConnections ? onOpenConnections : undefined;
  return (
    <section aria-labelledby={nameId} className="grid">
      <ProfileBanner src={profile.canSeeDetails ? profile.bannerImage : null} editable={own} onUserSaved={onUserSaved} />
      <div className="grid gap-4 px-2 sm:grid-cols-[auto_minmax(0,1fr)] sm:px-4">
        <div className="-mt-12 sm:-mt-14">
          <Avatar name={profile.fullName} src={profile.profileImage} size="xl" className="ring-4 ring-background" />
        </div>
        <div className="grid gap-2 sm:col-span-2 sm:row-start-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={nameId} dir="auto" className="min-w-0 wrap-anywhere text-2xl font-bold tracking-tight text-left rtl:text-right">
              {profile.fullName}
            </h2>
            {own && !profile.isPublic ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                <Lock className="size-3" aria-hidden="true" />
                <Trans>Private profile</Trans>
              </span>
            ) : null}
          </div>
          {profile.canSeeDetails && profile.bio ? <p dir="auto" className="max-w-prose whitespace-pre-line wrap-anywhere text-sm md:text-base text-left rtl:text-right">{profile.bio}</p> : null}
          {since ? (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarDays className="size-4" aria-hidden="true" />
              <Trans>Joined {since}</Trans>
            </p>
          ) : null}
          {apart ? null : (
            <div role="group" aria-label={t`Counts`} className="-mx-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <Count value={desiresCount} kind="desires" />
              <Count value={stats?.followers} kind="followers" onOpen={open ? () => open('followers') : undefined} />
              <Count value={stats?.following} kind="following" onOpen={open ? () => open('following') : undefined} />
            </div>
          )}
        </div>
        {actions ? (
          // After the details for reading order; beside the avatar from 640 px, full width below on phones.
          // A line under the buttons (why Message is off) keeps them clear of the banner.
          <div className="flex flex-wrap items-center gap-2 [&>*]:flex-1 sm:col-start-2 sm:row-start-1 sm:justify-end sm:self-end sm:has-[p]:pt-3 sm:[&>*]:flex-none">{actions}</div>
        ) : null}
      </div>
    </section>
  );
}

export function ProfileHeaderSkeleton() {
  return (
    <div aria-hidden="true" className="grid">
      <ProfileBannerSkeleton />
      <div className="grid gap-4 px-2 sm:px-4">
        <div className="-mt-12 size-24 animate-pulse rounded-full bg-muted ring-4 ring-background sm:-mt-14" />
        <div className="grid gap-2">
          <div className="h-7 w-48 animate-pulse rounded bg-muted" />
          <div className="h-4 w-72 max-w-full animate-pulse rounded bg-muted" />
          <div className="h-4 w-56 animate-pulse rounded bg-muted" />
        </div>
      </div>
    </div>
  );
}

/** What a reader who may not see the details gets instead. */
export function PrivateProfileNote({ name }: { name: string }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed p-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Lock className="size-5" aria-hidden="true" />
      </span>
      <p className="font-semibold">
        <Trans>This profile is private</Trans>
      </p>
      <p className="max-w-sm text-sm text-muted-foreground">
        <Trans>
          Follow <bdi>{name}</bdi> to see their bio, desires and who they follow.
        </Trans>
      </p>
    </div>
  );
}
