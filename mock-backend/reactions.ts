import { http } from 'msw';
import { desireLimits, REACTION_EMOJIS } from '@contract/limits';
import { MESSAGES } from './messages';
import { notify } from './notifications';
import { api, asAnyone, asMember, done, fail, json, readBody, type Backend } from './respond';
import type { MemberRecord, ReactionRecord } from './store';
import { commentView, reactionView } from './views';

/**
 * Reactions (one per member per desire; another emoji replaces it) and comments, the spec (member core 4 and 7).
 * Each change goes live to whoever may see the desire, as reaction_update or comment_update.
 */

export function reactionHandlers(backend: Backend) {
  const { store, live } = backend;

  const visible = (id: string | undefined, me: MemberRecord | null) => {
    const desire = store.desire(id);
    return desire && store.canSee(me?._id ?? null, desire) ? desire : null;
  };

  return [
    http.get(
      api('/desires/:id/reactions'),
      asAnyone(backend, ({ params, me }) => {
        const desire = visible(params.id, me);
        if (!desire) return fail(404, MESSAGES.desireNotFound);
        return json(store.reactions.filter((r) => r.postId === desire._id).map(reactionView));
      }),
    ),

    http.post(
      api('/desires/:id/react'),
      asMember(backend, async ({ request, params, me }) => {
        const desire = visible(params.id, me);
        if (!desire) return fail(404, MESSAGES.desireNotFound);
        const { emoji } = await readBody(request);
        if (typeof emoji !== 'string' || !(REACTION_EMOJIS as readonly string[]).includes(emoji)) return fail(400, MESSAGES.emojiRequired);
        let reaction = store.reactions.find((r) => r.postId === desire._id && r.userId === me._id);
        const action = reaction ? 'updated' : 'added';
        if (reaction) {
          reaction.emoji = emoji;
        } else {
          reaction = { _id: store.id(), userId: me._id, postId: desire._id, emoji, createdAt: new Date().toISOString() } satisfies ReactionRecord;
          store.reactions.push(reaction);
          notify(backend, { recipientId: desire.userId, type: 'reaction', message: `${me.fullName} reacted ${emoji} to your desire "${desire.title}"`, fromUserId: me._id, desireId: desire._id, relatedId: reaction._id });
        }
        const view = reactionView(reaction);
        live.sendToViewers(desire, () => ({ type: 'reaction_update', data: { postId: desire._id, action, reaction: view, userId: me._id } }));
        return json(view, action === 'added' ? 201 : 200);
      }),
    ),

    http.delete(
      api('/desires/:id/react'),
      asMember(backend, ({ params, me }) => {
        const desire = visible(params.id, me);
        if (!desire) return fail(404, MESSAGES.desireNotFound);
        const reaction = store.reactions.find((r) => r.postId === desire._id && r.userId === me._id);
        // The app reads this 404 as "already removed" (the spec: member core 7).
        if (!reaction) return fail(404, MESSAGES.reactionNotFound);
        store.reactions = store.reactions.filter((r) => r !== reaction);
        live.sendToViewers(desire, () => ({ type: 'reaction_update', data: { postId: desire._id, action: 'removed', reaction: null, userId: me._id } }));
        return done('Reaction removed');
      }),
    ),

    http.get(
      api('/desires/:id/comments'),
      asAnyone(backend, ({ params, me }) => {
        const desire = visible(params.id, me);
        if (!desire) return fail(404, MESSAGES.desireNotFound);
        return json(store.comments.filter((c) => c.postId === desire._id).map((c) => commentView(store, c)));
      }),
    ),

    http.post(
      api('/desires/:id/comments'),
      asMember(backend, async ({ request, params, me }) => {
        const desire = visible(params.id, me);
        if (!desire) return fail(404, MESSAGES.desireNotFound);
        const { text } = await readBody(request);
        const trimmed = typeof text === 'string' ? text.trim() : '';
        if (!trimmed) return fail(400, MESSAGES.commentEmpty);
        if (trimmed.length > desireLimits.commentMax) return fail(400, MESSAGES.commentLength);
        const comment = { _id: store.id(), userId: me._id, postId: desire._id, text: trimmed, createdAt: new Date().toISOString() };
        store.comments.push(comment);
        notify(backend, { recipientId: desire.userId, type: 'comment', message: `${me.fullName} commented on your desire "${desire.title}"`, fromUserId: me._id, desireId: desire._id, relatedId: comment._id });
        const view = commentView(store, comment);
        live.sendToViewers(desire, () => ({ type: 'comment_update', data: { postId: desire._id, action: 'added', comment: view, commentId: comment._id } }));
        return json(view, 201);
      }),
    ),
  ];
}
