import { http } from 'msw';
import type { BlockResult, BlocksAndMutes, MuteResult } from '@contract/member-safety';
import type { MemberProfile, UserSummary } from '@contract/user';
import { error, json } from './handlers';

// Handlers for blocking and muting (extras), typed from the contract. They keep the state they are
// given: a block or mute changes the lists and the member's profile, as our server does.

export interface SafetyServer {
  blocked: UserSummary[];
  muted: UserSummary[];
  /** Profiles the calls update (the same objects peopleHandlers answers). */
  profiles: MemberProfile[];
  /** Every call made, as "POST block <id>". */
  calls: string[];
  /** When set, every write answers this status and message. */
  failWith?: { status: number; message: string };
}

export const safetyState = (overrides: Partial<SafetyServer> = {}): SafetyServer => ({ blocked: [], muted: [], profiles: [], calls: [], ...overrides });

export function safetyHandlers(state: SafetyServer) {
  const write = (kind: 'block' | 'mute', on: boolean) =>
    http[on ? 'post' : 'delete'](`/api/users/:id/${kind}`, ({ params }) => {
      const id = String(params.id);
      state.calls.push(`${on ? 'POST' : 'DELETE'} ${kind} ${id}`);
      if (state.failWith) return error(state.failWith.status, state.failWith.message);
      const profile = state.profiles.find((p) => p._id === id);
      if (!profile) return error(404, 'User not found');
      const list = kind === 'block' ? 'blocked' : 'muted';
      state[list] = state[list].filter((m) => m._id !== id);
      if (on) state[list].unshift({ _id: id, fullName: profile.fullName, profileImage: profile.profileImage });
      if (kind === 'block') {
        profile.blockedByMe = on;
        profile.canSeeDetails = !on;
        return json<BlockResult>({ message: on ? 'Member blocked' : 'Member unblocked', blockedByMe: on });
      }
      profile.mutedByMe = on;
      return json<MuteResult>({ message: on ? 'Member muted' : 'Member unmuted', mutedByMe: on });
    });
  return [
    http.get('/api/me/blocks-and-mutes', () => json<BlocksAndMutes>({ blocked: state.blocked, muted: state.muted })),
    write('block', true),
    write('block', false),
    write('mute', true),
    write('mute', false),
  ];
}
