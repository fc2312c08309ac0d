import { paths } from './paths';

/** What a notice names, as both the app's list and the server's push and mail read it. */
export interface NoticeReference {
  type: string;
  /** The member who acted (their id). */
  fromUserId: string | null | undefined;
  desireId: string | null | undefined;
  relatedId: string | null | undefined;
}

/**
 * Where a click on a notice leads (the spec: member core 4 "Notifications"): a follow to the sender's
 * profile; a fulfilment to its desire by `relatedId`, else `desireId`; a comment, reaction or like to
 * `desireId`, else `relatedId` (so do a pledge and a reveal, extras); an occasion's reminder (an extra) to
 * the Upcoming list. null when the notice names nothing to open. The app's list, the push
 * and the digest's mail all go through it; the reaction statement writes the same address in SQL
 * (server/src/services/desires/reaction-toggle.ts), held to this rule by its test.
 */
export function noticeTarget({ type, fromUserId, desireId, relatedId }: NoticeReference): string | null {
  switch (type) {
    case 'follow':
      return fromUserId ? paths.member(fromUserId) : null;
    case 'fulfillment': {
      const id = relatedId || desireId;
      return id ? paths.post(id) : null;
    }
    // A pledge to a desire and a surprise revealed (gifting's extras) too.
    case 'comment':
    case 'reaction':
    case 'like':
    case 'pledge':
    case 'reveal': {
      const id = desireId || relatedId;
      return id ? paths.post(id) : null;
    }
    case 'occasion_reminder':
      return paths.upcoming;
    default:
      return null;
  }
}
