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

/**
 * Whether a chat with a member can start: one of the two follows the other (the spec, chat, categories and admin:
 * a new chat is with one's followers and following). `following` is the viewer's follow of the
 * member, `followers` the viewer's own followers; undefined while either is not known yet.
 */
export function canStartChat(targetId: string, following: boolean | undefined, followers: readonly { _id: string }[] | undefined): boolean | undefined {
  if (following) return true;
  if (following === undefined || followers === undefined) return undefined;
  return followers.some((f) => f._id === targetId);
}
