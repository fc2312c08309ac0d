import type { Comment, Desire, Fulfillment, Reaction, TrendingDesire } from '@contract/desire';
import type { UserSummary } from '@contract/user';
import type { DesireRecord, FulfillmentJson, MemberRef } from '../../db/desire-record';
import type { CommentRow, DesireRow, ReactionRow } from '../../db/schema';
import { apartKey, recordFor } from '../visibility/cuts';
import { blindFor } from '../visibility/surprise';
import { pledgedBy, pledgesFor, priceOf } from '../gifting/pledge-view';

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

export const toUserSummary = (member: MemberRef): UserSummary => ({ _id: member.id, fullName: member.fullName, profileImage: member.profileImage });

export function toReaction(row: Pick<ReactionRow, 'id' | 'userId' | 'desireId' | 'emoji'> & { createdAt: Date | string }): Reaction {
  return { _id: row.id, userId: row.userId, postId: row.desireId, emoji: row.emoji, createdAt: iso(row.createdAt) };
}

export function toComment(row: CommentRow, author: MemberRef): Comment {
  // Hidden comments reach nobody but their author (services/desires/comments.ts), so the reason may go as is.
  return { _id: row.id, userId: toUserSummary(author), postId: row.desireId, text: row.text, createdAt: iso(row.createdAt), hiddenReason: row.hiddenReason ?? null };
}

/**
 * An offer to fulfil as this reader may see it. An anonymous fulfiller is named to nobody but
 * themselves (not even the owner); the message is for the owner and the fulfiller only. A fulfiller
 * who deleted their account is nobody's to name: `userId` null, `anonymous` as it was.
 */
function toFulfillment(row: FulfillmentJson, ownerId: string, viewerId: string | null): Fulfillment {
  const isFulfiller = viewerId !== null && row.userId === viewerId;
  const named = !row.anonymous || isFulfiller;
  return {
    _id: row.id,
    userId: named && row.userId !== null ? { _id: row.userId, fullName: row.fullName ?? '', profileImage: row.profileImage } : null,
    anonymous: row.anonymous,
    message: isFulfiller || viewerId === ownerId ? row.message : null,
    fulfilledAt: row.fulfilledAt ? iso(row.fulfilledAt) : null,
    createdAt: iso(row.createdAt),
  };
}

// A record is shared by every reader while it is cached, and most readers see it alike: each view of
// it (the owner's, a fulfiller's, everyone else's) is built once and handed to every such reader.
const views = new WeakMap<DesireRecord, Map<string, Desire>>();

/**
 * The one way a desire leaves the server. `isSaved` is the reader's bookmark, looked up apart from the
 * record (which is the same for every reader): see saved-flags.ts. `apart`: the members on the other
 * side of a block with the reader, whose reactions and offers the record may carry (visibility/cuts.ts).
 * The answer is shared between readers of the same view: not to be changed by the caller.
 */
export function toDesire(whole: DesireRecord, viewerId: string | null, isSaved: boolean, apart?: ReadonlySet<string>): Desire {
  const record = recordFor(whole, apart);
  const view = viewOf(record, viewerId);
  let byView = views.get(record);
  if (!byView) views.set(record, (byView = new Map()));
  let made = byView.get(view);
  if (!made) byView.set(view, (made = buildDesire(record, viewerId)));
  const saved = viewerId !== null && isSaved;
  return made.isSaved === saved ? made : { ...made, isSaved: saved };
}

/**
 * Whose view of the record a reader has: what toDesire's answer depends on besides the saved flag.
 * The owner of an unrevealed surprise has the blind view; it is the owner's view of that record.
 */
function viewOf(record: DesireRecord, viewerId: string | null): string {
  if (viewerId === null) return 'reader';
  if (viewerId === record.desire.userId) return 'owner';
  return record.fulfillments.some((f) => f.userId === viewerId) || pledgedBy(record, viewerId) ? `giver:${viewerId}` : 'reader';
}

function buildDesire(record: DesireRecord, viewerId: string | null): Desire {
  const { desire } = record;
  const isOwner = viewerId !== null && viewerId === desire.userId;
  // The owner of an unrevealed surprise sees it as they left it (visibility/surprise.ts).
  const blind = blindFor(desire, viewerId);
  return {
    _id: desire.id,
    userId: toUserSummary(record.author),
    title: desire.title,
    description: desire.description,
    estimatedCost: desire.estimatedCost,
    coverImage: desire.coverImage,
    categories: desire.categories,
    visibility: desire.visibility,
    sharedWith: isOwner && record.sharedWith ? record.sharedWith.map(toUserSummary) : [],
    status: blind ? 'desire' : desire.status,
    sourceUrl: desire.sourceUrl,
    eventName: desire.eventName,
    fulfillmentType: desire.fulfillmentType,
    fulfillments: blind ? [] : record.fulfillments.map((f) => toFulfillment(f, desire.userId, viewerId)),
    reactions: record.reactions.map((r) => toReaction({ ...r, desireId: desire.id })),
    reactionsCount: desire.reactionsCount,
    commentsCount: desire.commentsCount,
    createdAt: iso(desire.createdAt),
    updatedAt: iso(desire.updatedAt),
    isSaved: false,
    hiddenReason: isOwner ? desire.hiddenReason : null,
    surprise: desire.surprise,
    price: priceOf(desire),
    occasionId: desire.occasionId,
    pledges: pledgesFor(record, viewerId),
    revealedAt: desire.surprise && desire.revealedAt !== null ? iso(desire.revealedAt) : null,
  };
}

/**
 * Readers for whom toDesire cuts a record the same way share a key: the owner, each fulfiller, and
 * everyone else, each with the carried members a block takes out for them (a giver: the maker of an
 * offer or a pledge). The live channel
 * serialises an event once per key instead of once per socket. It follows the reader-dependent
 * choices above (owner, blind or not; maker of an offer or a pledge; apart), so change them together.
 */
export function desireViewKey(record: DesireRecord, viewerId: string | null, apart?: ReadonlySet<string>): string {
  const cut = apart ? apartKey(record, apart) : '';
  const view = viewOf(record, viewerId);
  return cut ? `${view}|apart:${cut}` : view;
}

export function toTrendingDesire(
  row: Pick<DesireRow, 'id' | 'title' | 'status' | 'coverImage' | 'reactionsCount' | 'commentsCount' | 'createdAt'>,
  author: MemberRef,
): TrendingDesire {
  return {
    _id: row.id,
    title: row.title,
    status: row.status,
    coverImage: row.coverImage,
    userId: toUserSummary(author),
    reactionsCount: row.reactionsCount,
    commentsCount: row.commentsCount,
    createdAt: iso(row.createdAt),
  };
}
