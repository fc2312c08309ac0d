import { http } from 'msw';
import { desireLimits } from '@contract/limits';
import { MESSAGES } from './messages';
import { notify } from './notifications';
import { api, asMember, fail, json, readBody, text, type Backend } from './respond';
import type { DesireRecord, DesireStatus } from './store';
import { desireView } from './views';

/**
 * A desire's lifecycle (the spec: member core 4 "Desire status"): a non-owner offers to fulfil (desire ->
 * in_progress), the owner completes it (-> fulfilled) or moves it from the owner menu. Each answer is
 * the desire; each change goes live as status_update to whoever may see the desire.
 */

type Action = 'fulfillment_started' | 'fulfillment_completed' | 'status_changed';

export function fulfilmentHandlers(backend: Backend) {
  const { store, live } = backend;

  const announce = (desire: DesireRecord, action: Action) =>
    live.sendToViewers(desire, (readerId) => ({
      type: 'status_update',
      data: { desireId: desire._id, action, newStatus: desire.status, desire: desireView(store, desire, readerId) },
    }));

  const offers = (desire: DesireRecord) => store.fulfillments.filter((f) => f.desireId === desire._id);

  /** Moves a desire and keeps its offers in step: back to desire drops them, fulfilled dates them. */
  const move = (desire: DesireRecord, status: DesireStatus) => {
    const now = new Date().toISOString();
    desire.status = status;
    desire.updatedAt = now;
    if (status === 'desire') store.fulfillments = store.fulfillments.filter((f) => f.desireId !== desire._id);
    for (const offer of offers(desire)) offer.fulfilledAt = status === 'fulfilled' ? (offer.fulfilledAt ?? now) : null;
  };

  return [
    http.patch(
      api('/desires/:id/start-fulfillment'),
      asMember(backend, async ({ request, me, params }) => {
        const desire = store.desire(params.id);
        if (!desire || !store.canSee(me._id, desire)) return fail(404, MESSAGES.desireNotFound);
        if (desire.userId === me._id) return fail(400, MESSAGES.ownDesire);
        if (offers(desire).some((f) => f.userId === me._id)) return json({ ...desireView(store, desire, me._id), alreadyFulfilled: true });
        if (desire.status === 'fulfilled') return fail(400, MESSAGES.alreadyFulfilled);
        const body = await readBody(request);
        const message = text(body.message);
        if (message && message.length > desireLimits.fulfilMessageMax) return fail(400, MESSAGES.fulfilMessageLength);
        const anonymous = body.anonymous === true;
        store.fulfillments.push({ desireId: desire._id, userId: me._id, anonymous, message, fulfilledAt: null, createdAt: new Date().toISOString() });
        if (desire.status === 'desire') move(desire, 'in_progress');
        notify(backend, {
          recipientId: desire.userId,
          type: 'fulfillment',
          message: `${anonymous ? 'Someone' : me.fullName} offered to fulfill your desire "${desire.title}"`,
          fromUserId: anonymous ? null : me._id,
          desireId: desire._id,
          relatedId: desire._id,
        });
        announce(desire, 'fulfillment_started');
        return json(desireView(store, desire, me._id));
      }),
    ),

    http.patch(
      api('/desires/:id/complete-fulfillment'),
      asMember(backend, ({ me, params }) => {
        const desire = store.desire(params.id);
        if (!desire || !store.canSee(me._id, desire)) return fail(404, MESSAGES.desireNotFound);
        if (desire.userId !== me._id) return fail(403, MESSAGES.notYourDesire);
        if (desire.status !== 'in_progress') return fail(400, MESSAGES.notInProgress);
        move(desire, 'fulfilled');
        for (const offer of offers(desire)) {
          notify(backend, { recipientId: offer.userId, type: 'fulfillment', message: `${me.fullName} marked "${desire.title}" as fulfilled`, fromUserId: me._id, desireId: desire._id, relatedId: desire._id });
        }
        announce(desire, 'fulfillment_completed');
        return json(desireView(store, desire, me._id));
      }),
    ),

    http.patch(
      api('/desires/:id/status'),
      asMember(backend, async ({ request, me, params }) => {
        const desire = store.desire(params.id);
        if (!desire || !store.canSee(me._id, desire)) return fail(404, MESSAGES.desireNotFound);
        if (desire.userId !== me._id) return fail(403, MESSAGES.notYourDesire);
        const body = await readBody(request);
        // "desired" is accepted for desire (the spec: member core 4).
        const status = body.status === 'desired' ? 'desire' : body.status;
        if (status !== 'desire' && status !== 'in_progress' && status !== 'fulfilled') return fail(400, MESSAGES.statusInvalid);
        if (body.fulfillmentType !== undefined && body.fulfillmentType !== 'tangible' && body.fulfillmentType !== 'intangible') {
          return fail(400, 'Fulfillment type must be tangible or intangible');
        }
        move(desire, status);
        announce(desire, 'status_changed');
        return json(desireView(store, desire, me._id));
      }),
    ),
  ];
}
