/**
 * DESIGN.md 5 as a table: one owner's desire of each visibility (two custom ones: shared with a
 * member who does not follow, and with a follower), and which of them each reader may see.
 */
export type Reader = 'visitor' | 'stranger' | 'follower' | 'shared' | 'owner';
export type Kind = 'pub' | 'fol' | 'pri' | 'cusShared' | 'cusFollower';

export const READERS: Reader[] = ['visitor', 'stranger', 'follower', 'shared', 'owner'];
export const KINDS: Kind[] = ['pub', 'fol', 'pri', 'cusShared', 'cusFollower'];

export const EXPECTED: Record<Reader, Kind[]> = {
  visitor: ['pub'],
  stranger: ['pub'],
  follower: ['pub', 'fol', 'cusFollower'],
  shared: ['pub', 'cusShared'],
  owner: ['pub', 'fol', 'pri', 'cusShared', 'cusFollower'],
};
