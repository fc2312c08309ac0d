import type { MemberProfile, Role } from '@contract/user';

/** Who is looking at a profile: a signed-in member (with their role) or a visitor (null). */
export interface ProfileViewer {
  _id: string;
  role: Role;
}

/**
 * Follow and Message are for one member looking at another: never on one's own profile, never for
 * visitors, and never when either side is an admin (admins are kept out of social features).
 */
export function canInteract(viewer: ProfileViewer | null, profile: Pick<MemberProfile, '_id' | 'role'>): viewer is ProfileViewer {
  return viewer !== null && viewer._id !== profile._id && viewer.role !== 'admin' && profile.role !== 'admin';
}

/** "1 follower", "3 followers". */
export const countLabel = (n: number, one: string, many: string) => (n === 1 ? one : many);
