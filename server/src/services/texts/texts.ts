import type { Language } from '@contract/languages';

/**
 * A counted phrase by the language's plural forms (Intl.PluralRules: English and German one/other,
 * Spanish also many, Arabic zero/one/two/few/many/other); `#` stands for the number as the language
 * writes it. `other` is the form every language has.
 */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Every text the server writes to a member outside the app: the one-time code mails, the digest, its
 * unsubscribe page and the words of a notice (its push, its line in a digest). One module per
 * language implements it, so that a language that misses a text fails the typecheck. `app` is the
 * app's name, `m` a counted phrase of minutes, `n` a number as the language writes it.
 */
export interface Texts {
  language: Language;

  minutes: Plural;
  signupSubject: (code: string) => string;
  signupCode: (code: string) => string;
  signupExpires: (minutes: string) => string;
  signupNotYou: string;
  resetSubject: (code: string) => string;
  resetCode: (code: string) => string;
  resetLink: (link: string) => string;
  resetExpires: (minutes: string) => string;
  resetNotYou: string;

  newNotifications: Plural;
  unreadMessages: Plural;
  /** The digest's subject: its counts (one or two phrases) and the app. */
  digestSubject: (counts: readonly string[], app: string) => string;
  greeting: (name: string) => string;
  waiting: (app: string) => string;
  notificationsHeading: (n: string) => string;
  moreNotices: Plural;
  messagesHeading: (n: string) => string;
  newMessages: Plural;
  /** A chat's line: its counted messages and the sender's quoted name. */
  chatFrom: (count: string, from: string) => string;
  /** A member's name in the language's quotation marks. */
  quoted: (text: string) => string;
  open: (app: string) => string;
  openIn: (app: string) => string;
  why: (app: string) => string;
  unsubscribeLine: (url: string) => string;
  settingsLine: (url: string) => string;
  unsubscribe: string;
  settings: string;

  follow: (name: string) => string;
  reaction: (name: string, emoji: string, title: string) => string;
  comment: (name: string, title: string, quote: string) => string;
  /** `message`: what the offer said, if anything, on a line of its own. */
  offer: (who: string, title: string, message: string | null) => string;
  /** Who made an anonymous offer. */
  someone: string;
  fulfilled: (name: string, title: string) => string;
  report: (target: string) => string;
  /** A pledge to the member's desire: `who` a name or `someone`, `amount` written with its currency. */
  pledge: (who: string, title: string, amount: string) => string;
  /** A surprise of the member's revealed: `waiting` what had been kept from them (offers, pledges). */
  reveal: (title: string) => string;
  /** An occasion of someone the member follows is near: `when` the counted phrase of inDays. */
  occasion: (name: string, title: string, when: string) => string;
  inDays: Plural;
  reportTargets: Record<'desire' | 'comment' | 'user', string>;

  /** The page of a digest's unsubscribe link; `settings` is the link to Settings (`settings` above). */
  stopDigestsTitle: string;
  stopDigests: (app: string) => string;
  unsubscribeButton: string;
  unsubscribedTitle: string;
  unsubscribed: (settings: string) => string;
  invalidLinkTitle: string;
  /** `days`: how long a link works, a counted phrase of `days`. */
  invalidLink: (days: string, settings: string) => string;
  days: Plural;
}
