import type {
  CategoryRecord,
  ChatRecord,
  CommentRecord,
  DesireRecord,
  FulfillmentRecord,
  MemberRecord,
  MessageRecord,
  NotificationRecord,
  ReactionRecord,
  SpecStore,
} from './store';

/**
 * Records as the answers show them: each view names exactly the fields of the spec's entity (section 3
 * of either document) and nothing else, embedding people as the spec embeds them. Views that depend on
 * who asks take the reader's id (null for a visitor).
 */

const REACTION_LIKE = '❤️';

/** The embedded author of cards, comments and messages: _id, fullName, profileImage. */
export const personView = (member: MemberRecord | null) =>
  member ? { _id: member._id, fullName: member.fullName, profileImage: member.profileImage } : { _id: '', fullName: 'Unknown User', profileImage: null };

/** The spec (member core 3 "User"). */
export const userView = (m: MemberRecord) => ({
  _id: m._id,
  fullName: m.fullName,
  email: m.email,
  profileImage: m.profileImage,
  bannerImage: m.bannerImage,
  bio: m.bio,
  role: m.role,
  isVerified: m.isVerified,
  hasCompletedSignup: m.hasCompletedSignup,
  profilePicUploadedAt: m.profilePicUploadedAt,
});

/** The spec (chat, categories and admin 3 "User (as seen here)"): the admin area's user. */
export const adminUserView = (m: MemberRecord) => ({
  _id: m._id,
  fullName: m.fullName,
  email: m.email,
  profileImage: m.profileImage,
  bannerImage: m.bannerImage,
  bio: m.bio,
  role: m.role,
  isVerified: m.isVerified,
  createdAt: m.createdAt,
});

/** Followers, following and suggestions: the spec's member core names _id, fullName, profileImage, bio; its chat document adds email. */
export const listedUserView = (m: MemberRecord) => ({ _id: m._id, fullName: m.fullName, email: m.email, profileImage: m.profileImage, bio: m.bio });

/** The user search's rows: _id, fullName, email, profileImage, bio. */
export const searchUserView = listedUserView;

export const reactionView = (r: ReactionRecord) => ({ _id: r._id, userId: r.userId, postId: r.postId, emoji: r.emoji, createdAt: r.createdAt });

export const commentView = (store: SpecStore, c: CommentRecord) => ({
  _id: c._id,
  userId: personView(store.member(c.userId)),
  postId: c.postId,
  text: c.text,
  createdAt: c.createdAt,
});

/**
 * the spec (member core 3 "Fulfillment", which has no _id). An anonymous fulfiller is named only to themselves; the
 * message is for the owner and the fulfiller.
 */
export function fulfillmentView(store: SpecStore, f: FulfillmentRecord, ownerId: string, readerId: string | null) {
  const isFulfiller = readerId === f.userId;
  return {
    userId: f.anonymous && !isFulfiller ? null : personView(store.member(f.userId)),
    anonymous: f.anonymous,
    message: isFulfiller || readerId === ownerId ? f.message : null,
    fulfilledAt: f.fulfilledAt,
    createdAt: f.createdAt,
  };
}

/** The spec (member core 3 "Desire"): its named fields; reactionsCount and commentsCount belong to trending items only. */
export function desireView(store: SpecStore, d: DesireRecord, readerId: string | null) {
  const reactions = store.reactions.filter((r) => r.postId === d._id);
  return {
    _id: d._id,
    userId: personView(store.member(d.userId)),
    title: d.title,
    description: d.description,
    estimatedCost: d.estimatedCost,
    coverImage: d.coverImage,
    categories: d.categories,
    visibility: d.visibility,
    // Who a custom desire is shared with is the owner's to know.
    sharedWith: readerId === d.userId ? d.sharedWith : [],
    status: d.status,
    ...(d.sourceUrl ? { sourceUrl: d.sourceUrl } : {}),
    eventName: d.eventName,
    fulfillments: store.fulfillments.filter((f) => f.desireId === d._id).map((f) => fulfillmentView(store, f, d.userId, readerId)),
    reactions: reactions.map(reactionView),
    comments: store.comments.filter((c) => c.postId === d._id).map((c) => commentView(store, c)),
    // The spec names likes without a shape: the members whose reaction is a heart.
    likes: reactions.filter((r) => r.emoji === REACTION_LIKE).map((r) => r.userId),
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

/** Trending items: _id, title, reactionsCount, commentsCount. */
export const trendingView = (store: SpecStore, d: DesireRecord) => ({
  _id: d._id,
  title: d.title,
  reactionsCount: store.reactions.filter((r) => r.postId === d._id).length,
  commentsCount: store.comments.filter((c) => c.postId === d._id).length,
});

export const notificationView = (store: SpecStore, n: NotificationRecord) => ({
  _id: n._id,
  type: n.type,
  message: n.message,
  isRead: n.isRead,
  createdAt: n.createdAt,
  fromUserId: n.fromUserId ? personView(store.member(n.fromUserId)) : null,
  desireId: n.desireId,
  relatedId: n.relatedId,
});

export const messageView = (store: SpecStore, m: MessageRecord) => ({
  _id: m._id,
  chatId: m.chatId,
  content: m.content,
  senderId: personView(store.member(m.senderId)),
  createdAt: m.createdAt,
  readBy: m.readBy,
  messageType: m.messageType,
  attachmentUrl: m.attachmentUrl,
  replyToId: m.replyToId,
});

/** The reader's incoming messages they have not read. */
export const unreadIn = (store: SpecStore, chatId: string, readerId: string) =>
  store.messages.filter((m) => m.chatId === chatId && m.senderId !== readerId && !m.readBy.some((r) => r.userId === readerId));

/** The spec (chat, categories and admin 3 "Chat"): no member settings, no creation date. */
export function chatView(store: SpecStore, c: ChatRecord, readerId: string) {
  const thread = store.messages.filter((m) => m.chatId === c._id);
  const last = thread.at(-1);
  const unread = unreadIn(store, c._id, readerId).length;
  return {
    _id: c._id,
    participants: c.participants.map((id) => personView(store.member(id))),
    isGroup: c.isGroup,
    ...(c.isGroup && c.name ? { name: c.name } : {}),
    lastActivity: c.lastActivity,
    lastMessage: last ? { content: last.content, timestamp: last.createdAt, senderId: { _id: last.senderId } } : null,
    hasUnreadMessages: unread > 0,
    unreadCount: unread,
  };
}

/** The desires a category holds: its owner's desires naming it, as far as the reader may see them. */
export const categoryDesires = (store: SpecStore, c: CategoryRecord, readerId: string | null) =>
  store.newestFirst(store.desires.filter((d) => d.userId === c.userId && d.categories.some((n) => n.toLowerCase() === c.name.toLowerCase()) && store.canSee(readerId, d)));

/** The spec (chat, categories and admin 3 "Category"): userId as an id string; sharedBy names the owner of a category shared with the reader. */
export function categoryView(store: SpecStore, c: CategoryRecord, readerId: string | null) {
  const desires = categoryDesires(store, c, readerId);
  const count = (status: string) => desires.filter((d) => d.status === status).length;
  const isOwned = readerId === c.userId;
  const owner = store.member(c.userId);
  return {
    _id: c._id,
    name: c.name,
    ...(c.description ? { description: c.description } : {}),
    color: c.color,
    ...(c.icon ? { icon: c.icon } : {}),
    visibility: c.visibility,
    userId: c.userId,
    isOwned,
    isDefault: c.isDefault,
    desiresCount: desires.length,
    statusBreakdown: { desire: count('desire'), in_progress: count('in_progress'), fulfilled: count('fulfilled') },
    sharedBy: isOwned || !owner ? null : { fullName: owner.fullName },
  };
}
