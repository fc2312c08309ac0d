import { PRESET_CATEGORIES, categoryLimits } from '@contract/limits';

/**
 * The in-memory state of the spec-only backend: plain records, one array or map per entity of the
 * specs' section 3, plus what a server keeps besides (passwords, sessions, one-time codes, mail).
 * Records hold ids, never embedded objects: the views (views.ts) embed what each answer names.
 */

export type Role = 'user' | 'admin';
export type Visibility = 'public' | 'followers' | 'private' | 'custom';
export type DesireStatus = 'desire' | 'in_progress' | 'fulfilled';
export type NotificationType = 'follow' | 'like' | 'comment' | 'reaction' | 'fulfillment';
export type CodeType = 'signup' | 'login' | 'password_reset';
export type TokenKind = 'member' | 'admin';

export interface MemberRecord {
  _id: string;
  fullName: string;
  email: string;
  password: string;
  profileImage: string | null;
  bannerImage: string | null;
  bio: string | null;
  role: Role;
  isVerified: boolean;
  hasCompletedSignup: boolean;
  profilePicUploadedAt: string | null;
  createdAt: string;
}

export interface DesireRecord {
  _id: string;
  userId: string;
  title: string;
  description: string | null;
  estimatedCost: string | null;
  coverImage: string | null;
  categories: string[];
  visibility: Visibility;
  sharedWith: string[];
  status: DesireStatus;
  sourceUrl: string | null;
  eventName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface FulfillmentRecord {
  desireId: string;
  userId: string;
  anonymous: boolean;
  message: string | null;
  fulfilledAt: string | null;
  createdAt: string;
}

export interface ReactionRecord {
  _id: string;
  userId: string;
  postId: string;
  emoji: string;
  createdAt: string;
}

export interface CommentRecord {
  _id: string;
  userId: string;
  postId: string;
  text: string;
  createdAt: string;
}

export interface FollowRecord {
  followerId: string;
  followingId: string;
  createdAt: string;
}

export interface NotificationRecord {
  _id: string;
  recipientId: string;
  type: NotificationType;
  message: string;
  isRead: boolean;
  createdAt: string;
  fromUserId: string | null;
  desireId: string | null;
  relatedId: string | null;
}

export interface ChatRecord {
  _id: string;
  participants: string[];
  isGroup: boolean;
  name: string | null;
  lastActivity: string;
}

export interface MessageRecord {
  _id: string;
  chatId: string;
  content: string;
  senderId: string;
  createdAt: string;
  readBy: { userId: string; readAt: string }[];
  messageType: 'text' | 'image' | 'file';
  attachmentUrl: string | null;
  replyToId: string | null;
}

export interface CategoryRecord {
  _id: string;
  name: string;
  description: string | null;
  color: string;
  icon: string | null;
  visibility: 'private' | 'shared';
  userId: string;
  isDefault: boolean;
}

export interface CategoryShareRecord {
  categoryId: string;
  sharedWithUserId: string;
  sharedByUserId: string;
  canEdit: boolean;
}

export interface SettingsRecord {
  defaultVisibility: 'public' | 'followers' | 'private';
  showMyActivity: boolean;
  notifyFollowers: boolean;
  notifyReactions: boolean;
  notifyComments: boolean;
}

export interface CodeRecord {
  email: string;
  otp: string;
  type: CodeType;
  attempts: number;
  verified: boolean;
  expiresAt: number;
}

/** What a real server would have mailed: the demo prints it, tests read it. */
export interface MailRecord {
  to: string;
  type: CodeType;
  code: string;
  resetToken: string | null;
}

export const DEFAULT_SETTINGS: SettingsRecord = {
  defaultVisibility: 'public',
  showMyActivity: true,
  notifyFollowers: true,
  notifyReactions: true,
  notifyComments: true,
};

/** Codes and reset links last ten minutes; five wrong tries spend a code. */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_ATTEMPTS = 5;

export class SpecStore {
  members: MemberRecord[] = [];
  desires: DesireRecord[] = [];
  fulfillments: FulfillmentRecord[] = [];
  reactions: ReactionRecord[] = [];
  comments: CommentRecord[] = [];
  follows: FollowRecord[] = [];
  notifications: NotificationRecord[] = [];
  chats: ChatRecord[] = [];
  messages: MessageRecord[] = [];
  categories: CategoryRecord[] = [];
  categoryShares: CategoryShareRecord[] = [];
  settings = new Map<string, SettingsRecord>();
  sessions = new Map<string, { userId: string; kind: TokenKind }>();
  codes: CodeRecord[] = [];
  resetTokens: { email: string; token: string; expiresAt: number }[] = [];
  outbox: MailRecord[] = [];
  /** Uploaded images by public id: kept as data URLs, so the page shows them with no file server. */
  uploads = new Map<string, { url: string; ownerId: string }>();
  /** Called for every mail sent; the browser demo prints codes to the console. */
  onMail: ((mail: MailRecord) => void) | null = null;
  /** The last id handed out (kept in snapshots, so ids never repeat). */
  sequence = 0;

  /** Empties everything (the mail listener stays). */
  clear(): void {
    for (const list of [this.members, this.desires, this.fulfillments, this.reactions, this.comments, this.follows, this.notifications, this.chats, this.messages, this.categories, this.categoryShares, this.codes, this.resetTokens, this.outbox]) {
      list.length = 0;
    }
    this.settings.clear();
    this.sessions.clear();
    this.uploads.clear();
    this.sequence = 0;
  }

  /** Everything as JSON: the browser demo keeps it across reloads of its tab. */
  snapshot(): string {
    const { onMail: _onMail, settings, sessions, uploads, ...lists } = this;
    return JSON.stringify({ ...lists, settings: [...settings], sessions: [...sessions], uploads: [...uploads] });
  }

  /** Takes back a snapshot; false (and nothing changed) when it cannot be read. */
  restore(json: string): boolean {
    let saved: Record<string, unknown>;
    try {
      saved = JSON.parse(json) as Record<string, unknown>;
    } catch {
      return false;
    }
    if (!Array.isArray(saved.members) || typeof saved.sequence !== 'number') return false;
    const { settings, sessions, uploads, ...lists } = saved;
    Object.assign(this, lists);
    this.settings = new Map(settings as [string, SettingsRecord][]);
    this.sessions = new Map(sessions as [string, { userId: string; kind: TokenKind }][]);
    this.uploads = new Map(uploads as [string, { url: string; ownerId: string }][]);
    return true;
  }

  /** A 24-hex id, the form the spec's backend hands out. */
  id(): string {
    this.sequence += 1;
    return `6650${this.sequence.toString(16).padStart(20, '0')}`;
  }

  /** Tokens are opaque: nothing in them can be read or forged by the app. */
  issueToken(userId: string, kind: TokenKind): string {
    const token = `${kind}.${crypto.randomUUID()}`;
    this.sessions.set(token, { userId, kind });
    return token;
  }

  session(token: string | null, kind: TokenKind): MemberRecord | null {
    const session = token ? this.sessions.get(token) : undefined;
    if (!session || session.kind !== kind) return null;
    return this.member(session.userId);
  }

  member(id: string | null | undefined): MemberRecord | null {
    return this.members.find((m) => m._id === id) ?? null;
  }

  memberByEmail(email: string): MemberRecord | null {
    const wanted = email.trim().toLowerCase();
    return this.members.find((m) => m.email === wanted) ?? null;
  }

  desire(id: string | undefined): DesireRecord | null {
    return this.desires.find((d) => d._id === id) ?? null;
  }

  settingsOf(userId: string): SettingsRecord {
    return this.settings.get(userId) ?? { ...DEFAULT_SETTINGS };
  }

  isFollowing(followerId: string | null, followingId: string): boolean {
    return followerId !== null && this.follows.some((f) => f.followerId === followerId && f.followingId === followingId);
  }

  followerIds(userId: string): string[] {
    return this.follows.filter((f) => f.followingId === userId).map((f) => f.followerId);
  }

  followingIds(userId: string): string[] {
    return this.follows.filter((f) => f.followerId === userId).map((f) => f.followingId);
  }

  /** Follower or followed: the people one may chat with. */
  isConnected(a: string, b: string): boolean {
    return this.isFollowing(a, b) || this.isFollowing(b, a);
  }

  /** Visibility as its names say: public to all, followers to the owner's followers, custom to the chosen few. */
  canSee(readerId: string | null, desire: DesireRecord): boolean {
    if (readerId === desire.userId) return true;
    switch (desire.visibility) {
      case 'public':
        return true;
      case 'followers':
        return this.isFollowing(readerId, desire.userId);
      case 'custom':
        return readerId !== null && desire.sharedWith.includes(readerId);
      default:
        return false;
    }
  }

  /** Newest first, the spec's sort; of two made in the same millisecond, the one stored later. */
  newestFirst<T extends { createdAt: string }>(items: T[]): T[] {
    return [...items].reverse().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** A new account with the six preset categories and default settings. */
  addMember(input: Pick<MemberRecord, 'fullName' | 'email' | 'password'> & Partial<MemberRecord>): MemberRecord {
    const member: MemberRecord = {
      _id: this.id(),
      profileImage: null,
      bannerImage: null,
      bio: null,
      role: 'user',
      isVerified: false,
      hasCompletedSignup: false,
      profilePicUploadedAt: null,
      createdAt: new Date().toISOString(),
      ...input,
      email: input.email.trim().toLowerCase(),
    };
    this.members.push(member);
    if (member.role === 'user') {
      for (const name of PRESET_CATEGORIES) this.addCategory({ userId: member._id, name, isDefault: true });
    }
    return member;
  }

  addCategory(input: Pick<CategoryRecord, 'userId' | 'name'> & Partial<CategoryRecord>): CategoryRecord {
    const category: CategoryRecord = {
      _id: this.id(),
      description: null,
      color: categoryLimits.defaultColor,
      icon: null,
      visibility: 'private',
      isDefault: false,
      ...input,
    };
    this.categories.push(category);
    return category;
  }

  /** A desire's category names become the owner's categories, so custom entries show under Categories. */
  ensureCategories(userId: string, names: string[]): void {
    for (const name of names) {
      const known = this.categories.some((c) => c.userId === userId && c.name.toLowerCase() === name.toLowerCase());
      if (!known) this.addCategory({ userId, name });
    }
  }

  removeDesire(id: string): void {
    const keep = <T>(list: T[], stays: (item: T) => boolean) => list.splice(0, list.length, ...list.filter(stays));
    keep(this.desires, (d) => d._id !== id);
    keep(this.fulfillments, (f) => f.desireId !== id);
    keep(this.reactions, (r) => r.postId !== id);
    keep(this.comments, (c) => c.postId !== id);
    keep(this.notifications, (n) => n.desireId !== id);
  }

  /** An account and everything that is theirs or points at them. */
  removeMember(id: string): void {
    for (const desire of this.desires.filter((d) => d.userId === id)) this.removeDesire(desire._id);
    const keep = <T>(list: T[], stays: (item: T) => boolean) => list.splice(0, list.length, ...list.filter(stays));
    keep(this.members, (m) => m._id !== id);
    keep(this.fulfillments, (f) => f.userId !== id);
    keep(this.reactions, (r) => r.userId !== id);
    keep(this.comments, (c) => c.userId !== id);
    keep(this.follows, (f) => f.followerId !== id && f.followingId !== id);
    keep(this.notifications, (n) => n.recipientId !== id && n.fromUserId !== id);
    const chatIds = new Set(this.chats.filter((c) => c.participants.includes(id)).map((c) => c._id));
    keep(this.chats, (c) => !chatIds.has(c._id));
    keep(this.messages, (m) => !chatIds.has(m.chatId));
    const categoryIds = new Set(this.categories.filter((c) => c.userId === id).map((c) => c._id));
    keep(this.categories, (c) => !categoryIds.has(c._id));
    keep(this.categoryShares, (s) => !categoryIds.has(s.categoryId) && s.sharedWithUserId !== id);
    for (const desire of this.desires) desire.sharedWith = desire.sharedWith.filter((u) => u !== id);
    this.settings.delete(id);
    for (const [token, session] of this.sessions) if (session.userId === id) this.sessions.delete(token);
  }

  /** A fresh six-digit code, the previous one of the same kind replaced, "mailed". */
  sendCode(email: string, type: CodeType, resetToken: string | null = null): CodeRecord {
    const otp = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
    this.codes = this.codes.filter((c) => !(c.email === email && c.type === type));
    const code: CodeRecord = { email, otp, type, attempts: 0, verified: false, expiresAt: Date.now() + CODE_TTL_MS };
    this.codes.push(code);
    const mail: MailRecord = { to: email, type, code: otp, resetToken };
    this.outbox.push(mail);
    this.onMail?.(mail);
    return code;
  }
}
