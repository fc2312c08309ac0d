import { http } from 'msw';
import { searchLimits } from '@contract/limits';
import { MESSAGES } from './messages';
import { notify } from './notifications';
import { api, asMember, done, fail, json, readBody, text, type Backend } from './respond';
import type { MemberRecord, SettingsRecord } from './store';
import { listedUserView, searchUserView, userView } from './views';

/** The spec (member core 7 "Users, profile, uploads"; the uploads are in uploads.ts): people, follows, profile, settings, account. */

const SEARCH_RESULTS = 20;
const SUGGESTIONS = 5;

/** Admins are kept out of the social features: no profile, no follows, not found by search. */
const isMember = (m: MemberRecord | null): m is MemberRecord => m !== null && m.role === 'user';

export function userHandlers(backend: Backend) {
  const { store } = backend;
  const memberById = (id: string | undefined) => {
    const found = store.member(id);
    return isMember(found) ? found : null;
  };
  const people = (ids: string[]) => ids.map((id) => memberById(id)).filter(isMember).map(listedUserView);

  return [
    http.get(
      api('/users/search'),
      asMember(backend, ({ request, me }) => {
        const q = (new URL(request.url).searchParams.get('q') ?? '').trim().toLowerCase();
        if (q.length < searchLimits.minQueryLength) return json([]);
        const found = store.members.filter((m) => isMember(m) && m._id !== me._id && (m.fullName.toLowerCase().includes(q) || m.email.includes(q)));
        return json(found.slice(0, SEARCH_RESULTS).map(searchUserView));
      }),
    ),

    http.get(
      api('/users/suggested'),
      asMember(backend, ({ me }) => {
        const followed = new Set(store.followingIds(me._id));
        const others = store.members.filter((m) => isMember(m) && m._id !== me._id && !followed.has(m._id));
        return json(others.slice(0, SUGGESTIONS).map(listedUserView));
      }),
    ),

    http.patch(
      api('/users/profile'),
      asMember(backend, async ({ request, me }) => {
        const body = await readBody(request);
        if (body.fullName !== undefined) {
          const fullName = text(body.fullName);
          if (!fullName || fullName.length < 2 || fullName.length > 50) return fail(400, MESSAGES.displayNameLength);
          me.fullName = fullName;
        }
        if (body.bio !== undefined) {
          const bio = text(body.bio);
          if (bio && bio.length > 250) return fail(400, MESSAGES.bioLength);
          me.bio = bio;
        }
        if (body.profileImage !== undefined) me.profileImage = text(body.profileImage);
        if (body.profilePicUploadedAt !== undefined) me.profilePicUploadedAt = text(body.profilePicUploadedAt);
        return json({ user: userView(me) });
      }),
    ),

    http.patch(
      api('/users/complete-signup'),
      asMember(backend, async ({ request, me }) => {
        const body = await readBody(request);
        me.hasCompletedSignup = true;
        me.profilePicUploadedAt = text(body.profilePicUploadedAt);
        // The spec (member core 7) says "-> user": the user itself, not wrapped.
        return json(userView(me));
      }),
    ),

    http.get(
      api('/users/:id/followers'),
      asMember(backend, ({ params }) => (memberById(params.id) ? json(people(store.followerIds(params.id!))) : fail(404, MESSAGES.userNotFound))),
    ),

    http.get(
      api('/users/:id/following'),
      asMember(backend, ({ params }) => (memberById(params.id) ? json(people(store.followingIds(params.id!))) : fail(404, MESSAGES.userNotFound))),
    ),

    http.get(
      api('/users/:id'),
      asMember(backend, ({ params }) => {
        const member = memberById(params.id);
        // No shape is named for this call: the User entity itself.
        return member ? json(userView(member)) : fail(404, MESSAGES.userNotFound);
      }),
    ),

    http.get(
      api('/follow/status/:id'),
      asMember(backend, ({ me, params }) => json({ isFollowing: store.isFollowing(me._id, params.id!) })),
    ),

    http.post(
      api('/follow/:id'),
      asMember(backend, ({ me, params }) => {
        const target = memberById(params.id);
        if (!target) return fail(404, MESSAGES.userNotFound);
        if (target._id === me._id) return fail(400, MESSAGES.followSelf);
        if (!store.isFollowing(me._id, target._id)) {
          store.follows.push({ followerId: me._id, followingId: target._id, createdAt: new Date().toISOString() });
          notify(backend, { recipientId: target._id, type: 'follow', message: `${me.fullName} started following you`, fromUserId: me._id, desireId: null, relatedId: me._id });
        }
        return json({ isFollowing: true });
      }),
    ),

    http.delete(
      api('/follow/:id'),
      asMember(backend, ({ me, params }) => {
        store.follows = store.follows.filter((f) => !(f.followerId === me._id && f.followingId === params.id));
        return json({ isFollowing: false });
      }),
    ),

    http.get(
      api('/user/settings'),
      asMember(backend, ({ me }) => json({ ...store.settingsOf(me._id) })),
    ),

    http.put(
      api('/user/settings'),
      asMember(backend, async ({ request, me }) => {
        const body = await readBody(request);
        const next: SettingsRecord = { ...store.settingsOf(me._id) };
        if (body.defaultVisibility !== undefined) {
          if (body.defaultVisibility !== 'public' && body.defaultVisibility !== 'followers' && body.defaultVisibility !== 'private') {
            return fail(400, 'Invalid default visibility');
          }
          next.defaultVisibility = body.defaultVisibility;
        }
        for (const key of ['showMyActivity', 'notifyFollowers', 'notifyReactions', 'notifyComments'] as const) {
          if (typeof body[key] === 'boolean') next[key] = body[key];
        }
        store.settings.set(me._id, next);
        return json({ ...next });
      }),
    ),

    http.put(
      api('/user/change-password'),
      asMember(backend, async ({ request, me }) => {
        const body = await readBody(request);
        if (body.currentPassword !== me.password) return fail(400, MESSAGES.currentPasswordWrong);
        if (typeof body.newPassword !== 'string' || body.newPassword.length < 6) return fail(400, MESSAGES.passwordShort);
        me.password = body.newPassword;
        return done('Password changed');
      }),
    ),

    http.delete(
      api('/user/account'),
      asMember(backend, ({ me }) => {
        store.removeMember(me._id);
        return done('Account deleted');
      }),
    ),
  ];
}
