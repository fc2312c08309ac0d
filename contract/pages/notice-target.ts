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
 * `desireId`, else `relatedId` (and so a pledge and a reveal, extras). null when the notice names nothing to open. The app's list, the push
 * and the digest's mail all go through it; the reaction statement writes the same address in SQL
 * (server/src/services/desires/reaction-toggle.ts), held to this rule by its test.
 */
export function noticeTarget({ type, fromUserId, desireId, relatedId }: NoticeReference): string | null {
  // A pledge to the member's desire and their surprise revealed open the desire, as a comment does.
  switch (type) {
    case 'follow':
      return fromUserId ? paths.member(fromUserId) : null;
    case 'fulfillment': {
      const id = relatedId || desireId;
      return id ? paths.post(id) : null;
    }
    case 'comment':
    case 'reaction':
    case 'like':
    case 'pledge':
    case 'reveal': {
      const id = desireId || relatedId;
      return id ? paths.post(id) : null;
    }
    default:
      return null;
  }
}
