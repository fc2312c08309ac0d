/**
 * docs/architecture.md "Who may see what of whom" as a table: one owner's desire of each visibility (two custom ones: shared with a
 * member who does not follow, and with a follower), and which of them each reader may see.
 */
export type Reader = 'visitor' | 'stranger' | 'follower' | 'shared' | 'owner' | 'blocked' | 'blocking' | 'muting';
export type Kind = 'pub' | 'fol' | 'pri' | 'cusShared' | 'cusFollower';

export const READERS: Reader[] = ['visitor', 'stranger', 'follower', 'shared', 'owner', 'blocked', 'blocking', 'muting'];
export const KINDS: Kind[] = ['pub', 'fol', 'pri', 'cusShared', 'cusFollower'];

export const EXPECTED: Record<Reader, Kind[]> = {
  visitor: ['pub'],
  stranger: ['pub'],
  follower: ['pub', 'fol', 'cusFollower'],
  shared: ['pub', 'cusShared'],
  owner: ['pub', 'fol', 'pri', 'cusShared', 'cusFollower'],
  // The owner blocked this member, or this member blocked the owner: neither sees the other's desires.
  blocked: [],
  blocking: [],
  // A member who muted the owner still opens the public desire directly (its page, the profile).
  muting: ['pub'],
};

/** Readers from whose feeds and trending the owner's desires leave (a block either way, or a mute). */
export const FEEDS_WITHOUT_OWNER: Reader[] = ['blocked', 'blocking', 'muting'];
