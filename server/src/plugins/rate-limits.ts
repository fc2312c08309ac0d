import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { CHAT_MESSAGES } from '@contract/chat';
import { EXPORT_TOO_SOON_MESSAGE } from '@contract/export';
import { IMPORT_MESSAGES } from '@contract/import';
import { chatLimits } from '@contract/limits';
import { tooManyRequests } from '../lib/http-error';
import { SignInThrottle } from '../services/sign-in-throttle';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Limit {
  max: number;
  windowMs: number;
  /** An account's count is kept per address too, so that a stranger's tries cannot use up the owner's. */
  perAddress?: boolean;
  /** What the 429 says, when not the general "Too many attempts" with the wait. */
  message?: string;
}

/**
 * Per-route limits. `ip` counts every request from an address (malformed ones too); `account`
 * counts the valid requests about one email, or one member for signed-in calls.
 */
export const RATE_LIMITS = {
  /** every /api request: a ceiling no person reaches, which stops floods */
  api: { ip: { max: 600, windowMs: MINUTE }, account: { max: 600, windowMs: MINUTE } },
  /** wrong passwords are counted per account by the sign-in throttle (services/sign-in-throttle.ts) */
  login: { ip: { max: 20, windowMs: MINUTE } },
  adminLogin: { ip: { max: 10, windowMs: MINUTE } },
  register: { ip: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  checkEmail: { ip: { max: 30, windowMs: MINUTE }, account: { max: 30, windowMs: MINUTE } },
  sendCode: { ip: { max: 10, windowMs: 15 * MINUTE }, account: { max: 6, windowMs: HOUR } },
  verifyCode: { ip: { max: 20, windowMs: MINUTE }, account: { max: 20, windowMs: 15 * MINUTE } },
  /** a reset needs the proof or link only the member's browser has: strangers' tries must not block it */
  resetPassword: { ip: { max: 10, windowMs: 15 * MINUTE }, account: { max: 5, windowMs: 15 * MINUTE, perAddress: true } },
  upload: { ip: { max: 60, windowMs: 10 * MINUTE }, account: { max: 30, windowMs: 10 * MINUTE } },
  profile: { ip: { max: 60, windowMs: 10 * MINUTE }, account: { max: 30, windowMs: 10 * MINUTE } },
  urlImport: { ip: { max: 30, windowMs: 10 * MINUTE }, account: { max: 20, windowMs: 10 * MINUTE } },
  desireWrite: { ip: { max: 120, windowMs: 10 * MINUTE }, account: { max: 60, windowMs: 10 * MINUTE } },
  comment: { ip: { max: 120, windowMs: 10 * MINUTE }, account: { max: 60, windowMs: 10 * MINUTE } },
  react: { ip: { max: 300, windowMs: 10 * MINUTE }, account: { max: 200, windowMs: 10 * MINUTE } },
  /** saving and unsaving desires together: a toggle like a reaction */
  save: { ip: { max: 300, windowMs: 10 * MINUTE }, account: { max: 200, windowMs: 10 * MINUTE } },
  /** making and deleting links by name: a few per shared item, and each name tried counts */
  shareLink: { ip: { max: 120, windowMs: 10 * MINUTE }, account: { max: 60, windowMs: 10 * MINUTE } },
  /** follow and unfollow together */
  follow: { ip: { max: 120, windowMs: 10 * MINUTE }, account: { max: 60, windowMs: 10 * MINUTE } },
  /** a device's push subscription: made and ended together (a browser renews it now and then) */
  push: { ip: { max: 120, windowMs: 10 * MINUTE }, account: { max: 30, windowMs: 10 * MINUTE } },
  /** the email digests' unsubscribe links: signed, so tries only waste the prober's time */
  unsubscribe: { ip: { max: 30, windowMs: 10 * MINUTE } },
  /** block, unblock, mute and unmute together */
  blockAndMute: { ip: { max: 120, windowMs: 10 * MINUTE }, account: { max: 60, windowMs: 10 * MINUTE } },
  /** reports of desires, comments and members: enough for someone cleaning up a raid, not for flooding the queue */
  report: { ip: { max: 60, windowMs: HOUR }, account: { max: 20, windowMs: HOUR } },
  /** each try checks the current password, so it is limited like a sign-in */
  changePassword: { ip: { max: 20, windowMs: 15 * MINUTE }, account: { max: 5, windowMs: 15 * MINUTE } },
  deleteAccount: { ip: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  /** "Your data": a member may ask again after a few minutes, never in a loop (each zip reads the whole account) */
  dataExport: {
    ip: { max: 10, windowMs: 5 * MINUTE },
    account: { max: 1, windowMs: 5 * MINUTE, message: EXPORT_TOO_SOON_MESSAGE },
  },
  /** "Your data" import: each file may write hundreds of rows and images; a few in a row is plenty */
  dataImport: {
    ip: { max: 20, windowMs: 10 * MINUTE },
    account: { max: 6, windowMs: 10 * MINUTE, message: IMPORT_MESSAGES.tooSoon },
  },
  /** sending chat messages: a person typing never reaches it; an address may hold many members */
  chatMessage: {
    ip: { max: 10 * chatLimits.messagesPerMinute, windowMs: MINUTE, message: CHAT_MESSAGES.tooFast },
    account: { max: chatLimits.messagesPerMinute, windowMs: MINUTE, message: CHAT_MESSAGES.tooFast },
  },
} satisfies Record<string, { ip: Limit; account?: Limit }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

type LimitHooks = {
  [K in RateLimitName]: { ip: onRequestAsyncHookHandler } & ((typeof RATE_LIMITS)[K] extends { account: Limit } ? { account: onRequestAsyncHookHandler } : unknown);
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The hooks of a named limit: put `ip` in onRequest and `account` in preHandler (after auth and validation). */
    limits: LimitHooks;
    /** Counts wrong passwords per account, for member and admin sign-in alike. */
    signInThrottle: SignInThrottle;
  }
}

function accountKey(request: FastifyRequest): string {
  if (request.auth) return `member:${request.auth.user.id}`;
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? `email:${body.email}` : `ip:${request.ip}`;
}

function describe(ms: number): string {
  const minutes = Math.ceil(ms / MINUTE);
  if (ms < MINUTE) return `${Math.ceil(ms / 1000)} seconds`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const rateLimitsPlugin = fp<{ factor: number }>(async (app, { factor }) => {
  await app.register(rateLimit, { global: false });

  // createRateLimit gives plain checks; the plugin's own hooks run only once per request,
  // and a request here passes two or three limits (all of /api, the route's address, the account).
  const limiter = (limit: Limit, key: (request: FastifyRequest) => string): onRequestAsyncHookHandler => {
    const check = app.createRateLimit({ max: Math.ceil(limit.max * factor), timeWindow: limit.windowMs, keyGenerator: key });
    return async (request) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      throw tooManyRequests(limit.message ?? `Too many attempts. Please try again in ${describe(result.ttl)}.`, result.ttl / 1000);
    };
  };

  const hooks: Record<string, { ip: onRequestAsyncHookHandler; account?: onRequestAsyncHookHandler }> = {};
  for (const [name, rule] of Object.entries(RATE_LIMITS) as [RateLimitName, { ip: Limit; account?: Limit }][]) {
    hooks[name] = {
      ip: limiter(rule.ip, (request) => `${name}:ip:${request.ip}`),
      ...(rule.account ? { account: limiter(rule.account, (request) => `${name}:${accountKey(request)}${rule.account?.perAddress ? `:from:${request.ip}` : ''}`) } : {}),
    };
  }
  app.decorate('limits', hooks as LimitHooks);
  app.decorate('signInThrottle', new SignInThrottle(factor));
});
