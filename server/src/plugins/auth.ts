import { ADMIN_MESSAGES } from '@contract/admin';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { forbidden, unauthorized } from '../lib/http-error';
import { cacheTags } from '../lib/read-cache';
import { findSession, type SessionContext, type SessionKind } from '../services/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session behind the bearer token, set by `app.authenticate`. */
    auth: SessionContext | null;
  }
  interface FastifyInstance {
    authenticate: (kind: SessionKind, options?: AuthenticateOptions) => onRequestAsyncHookHandler;
  }
}

export interface AuthenticateOptions {
  /** Lets a visitor through with `request.auth` null. */
  optional?: boolean;
  /**
   * Lets a member whose email is not verified yet through: only the calls that finish
   * signing up (session check, profile photo, completing signup, logout) allow it.
   */
  allowUnverified?: boolean;
  /**
   * What an admin is told, by an admin token or by a member session of an admin account (403), on
   * calls whose own words say admins are kept out (chat). Without it an admin token is simply not a
   * member session (401).
   */
  adminMessage?: string;
  /** For admin calls: what a signed-in member is told (403) instead of a plain 401. */
  memberMessage?: string;
}

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const sessionTags = (context: SessionContext | null): string[] => (context ? [cacheTags.member(context.user.id)] : []);

/** Resolves the bearer token of each request that asks for it, and checks role and verification. */
export const authPlugin = fp<{ db: Database }>(async (app, { db }) => {
  app.decorateRequest('auth', null);

  app.decorate('authenticate', (kind: SessionKind, options: AuthenticateOptions = {}) => {
    return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
      const token = bearerToken(request);
      if (!token) {
        if (options.optional) return;
        throw unauthorized('Authentication required');
      }
      // Cached briefly: a sign-out, password change or any other write clears the cache (read-cache.ts).
      // A member's session carries their saved desires: a save drops that member's sessions only.
      const context = await app.readCache.get(`session:${kind}:${token}`, () => findSession(db, token, kind), sessionTags);
      if (!context) {
        if (options.optional) return;
        if (kind === 'member' && options.adminMessage) {
          const admin = await app.readCache.get(`session:admin:${token}`, () => findSession(db, token, 'admin'), sessionTags);
          if (admin?.user.role === 'admin') throw forbidden(options.adminMessage);
        }
        if (kind === 'admin' && options.memberMessage) {
          const member = await app.readCache.get(`session:member:${token}`, () => findSession(db, token, 'member'), sessionTags);
          if (member) throw forbidden(options.memberMessage);
        }
        throw unauthorized(SESSION_EXPIRED);
      }
      if (kind === 'admin' && context.user.role !== 'admin') throw forbidden('Admin access required');
      // A block ends the member's sessions; this covers a request already on its way when it did.
      if (context.user.isBlocked) throw forbidden(ADMIN_MESSAGES.accountBlocked);
      if (kind === 'member' && context.user.role === 'admin') throw forbidden(options.adminMessage ?? 'Admin accounts cannot use member features');
      if (kind === 'member' && !context.user.isVerified && !options.allowUnverified) {
        throw forbidden('Please verify your email first');
      }
      request.auth = context;
    };
  });
});

/** The signed-in session of a route that required one. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
