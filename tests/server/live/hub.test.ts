import { describe, expect, it } from 'vitest';
import { liveEventSchema, LIVE_CLOSE, type LiveEvent } from '@contract/live';
import type { ChatMessage } from '@contract/chat';
import { LocalBus } from '../../../server/src/live/bus';
import { LiveHub, MAX_SOCKETS_PER_MEMBER, type HubSocket } from '../../../server/src/live/hub';
import { decodeEnvelope, encodeEnvelope, type LiveMessage } from '../../../server/src/live/messages';
import type { LivePublisher } from '../../../server/src/live/publisher';
import { publishChatMessage } from '../../../server/src/services/chat-events';
import { lostReaders } from '../../../server/src/services/visibility/audience';
import type { DesireRecord } from '../../../server/src/db/desire-record';
import { desireTextsOf } from '../../../server/src/services/desires/live-copies';
import { desireViewKey, toDesire } from '../../../server/src/services/desires/serialise';

class FakeSocket implements HubSocket {
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  pings = 0;
  closedWith: [number, string] | null = null;
  terminated = false;
  send(text: string) {
    this.sent.push(text);
  }
  ping() {
    this.pings++;
  }
  close(code: number, reason: string) {
    this.closedWith = [code, reason];
    this.readyState = 2;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
  events(): LiveEvent[] {
    return this.sent.map((text) => liveEventSchema.parse(JSON.parse(text)));
  }
}

const OWNER = 'owner-id';
const FULFILLER = 'fulfiller-id';

/** A public desire in progress with an anonymous offer and its message, shared with nobody. */
function record(): DesireRecord {
  const at = new Date('2026-03-01T10:00:00.000Z');
  return {
    desire: {
      id: 'desire-1',
      userId: OWNER,
      title: 'A record',
      description: null,
      estimatedCost: null,
      coverImage: null,
      categories: [],
      visibility: 'public',
      status: 'in_progress',
      sourceUrl: null,
      eventName: null,
      fulfillmentType: null,
      reactionsCount: 0,
      commentsCount: 0,
      hiddenReason: null,
      createdAt: at,
      updatedAt: at,
      surprise: false,
      revealedAt: null,
      revealOn: null,
      priceCents: null,
      priceCurrency: null,
      pledgedCents: 0,
      pledgeCount: 0,
      occasionId: null,
    },
    author: { id: OWNER, fullName: 'Owner Name', profileImage: null },
    reactions: [],
    fulfillments: [
      {
        id: 'offer-1',
        userId: FULFILLER,
        fullName: 'Secret Fulfiller',
        profileImage: null,
        anonymous: true,
        message: 'A private note',
        fulfilledAt: null,
        createdAt: at.toISOString(),
      },
    ],
    sharedWith: null,
    ownerHidden: false,
  };
}

function hubWith(...members: string[]) {
  const hub = new LiveHub(desireTextsOf);
  const sockets = members.map((userId, i) => {
    const socket = new FakeSocket();
    const client = hub.add(socket, userId, `session-${i}`);
    if (typeof client === 'string') throw new Error(client);
    return socket;
  });
  return { hub, sockets };
}

describe('audiences', () => {
  const everyone = { everyone: true } as const;
  const only = (...memberIds: string[]) => ({ everyone: false as const, memberIds });

  it('names who lost a desire: all but the remaining readers, the dropped members, or nobody', () => {
    expect(lostReaders(everyone, only('o', 'f'))).toEqual({ to: 'all-except', userIds: ['o', 'f'] });
    expect(lostReaders(only('o', 'a', 'b'), only('o', 'b', 'c'))).toEqual({ to: 'users', userIds: ['a'] });
    expect(lostReaders(only('o', 'a'), only('o', 'a', 'b'))).toBeNull();
    expect(lostReaders(only('o'), everyone)).toBeNull();
    expect(lostReaders(everyone, everyone)).toBeNull();
  });
});

describe('LiveHub', () => {
  it('delivers to all, to all but some members, or to the members named (each socket once)', () => {
    const { hub, sockets } = hubWith('a', 'b', 'c', 'a');
    const removed = (desireId: string): LiveEvent => ({ type: 'desire_removed', data: { desireId } });
    hub.receive({ kind: 'event', audience: { to: 'all' }, event: { type: 'desire_removed', data: { desireId: 'x' } } });
    hub.receive({ kind: 'event', audience: { to: 'all-except', userIds: ['a'] }, event: { type: 'desire_removed', data: { desireId: 'y' } } });
    hub.receive({ kind: 'event', audience: { to: 'users', userIds: ['c', 'c', 'nobody'] }, event: { type: 'desire_removed', data: { desireId: 'z' } } });
    expect(sockets.map((socket) => socket.events())).toEqual([
      [removed('x')],
      [removed('x'), removed('y')],
      [removed('x'), removed('y'), removed('z')],
      [removed('x')],
    ]);
  });

  it('cuts a desire for each recipient: the anonymous fulfiller is named to themselves only', () => {
    const { hub, sockets } = hubWith(OWNER, FULFILLER, 'reader-1', 'reader-2');
    hub.receive({ kind: 'desire', audience: { to: 'all' }, event: { type: 'status_update', action: 'fulfillment_started' }, record: record() });
    const [owner = '', fulfiller = '', reader1 = '', reader2 = ''] = sockets.map((socket) => socket.sent[0] ?? '');
    expect(fulfiller).toContain('Secret Fulfiller');
    for (const text of [owner, reader1, reader2]) {
      expect(text).not.toContain('Secret Fulfiller');
      expect(text).not.toContain(FULFILLER);
    }
    expect(owner).toContain('A private note');
    expect(reader1).not.toContain('A private note');
    expect(reader1).toBe(reader2);
    expect(JSON.parse(owner)).toMatchObject({ type: 'status_update', data: { desireId: 'desire-1', action: 'fulfillment_started', newStatus: 'in_progress' } });
  });

  it('shares one text between readers only when toDesire would cut the same for them', () => {
    const r = record();
    const viewers = [OWNER, FULFILLER, 'reader-1', 'reader-2', 'reader-3'];
    for (const a of viewers) {
      for (const b of viewers) {
        const sameKey = desireViewKey(r, a) === desireViewKey(r, b);
        const sameCut = JSON.stringify(toDesire(r, a, false)) === JSON.stringify(toDesire(r, b, false));
        expect(sameKey, `${a} and ${b}`).toBe(sameCut);
      }
    }
  });

  it(`holds ${MAX_SOCKETS_PER_MEMBER} sockets per member, refuses a session that just ended, and forgets closed sockets`, () => {
    const hub = new LiveHub(desireTextsOf);
    const clients = Array.from({ length: MAX_SOCKETS_PER_MEMBER }, () => hub.add(new FakeSocket(), 'busy', 's1'));
    expect(clients.every((client) => typeof client !== 'string')).toBe(true);
    expect(hub.add(new FakeSocket(), 'busy', 's1')).toBe('too-many');
    expect(typeof hub.add(new FakeSocket(), 'other', 's2')).toBe('object');

    const first = clients[0];
    if (!first || typeof first === 'string') throw new Error('no client');
    hub.remove(first);
    expect(typeof hub.add(new FakeSocket(), 'busy', 's1')).toBe('object');
    expect(hub.size).toBe(MAX_SOCKETS_PER_MEMBER + 1);

    hub.endSessions(['s2']);
    expect(hub.add(new FakeSocket(), 'other', 's2')).toBe('revoked');
  });

  it('says when it comes to hold a member (their first socket) and when it holds them no more (their last)', () => {
    const told: [string, boolean][] = [];
    const hub = new LiveHub(desireTextsOf, Date.now, (userId, held) => told.push([userId, held]));
    const [first, second] = [hub.add(new FakeSocket(), 'member', 's1'), hub.add(new FakeSocket(), 'member', 's2')];
    if (typeof first === 'string' || typeof second === 'string') throw new Error('no client');
    expect(told).toEqual([['member', true]]);
    hub.remove(first);
    expect(told).toEqual([['member', true]]);
    hub.remove(second);
    hub.remove(second);
    expect(told).toEqual([
      ['member', true],
      ['member', false],
    ]);
  });

  it('closes the sockets of ended sessions with 4401', () => {
    const { hub, sockets } = hubWith('a', 'a', 'b');
    hub.receive({ kind: 'sessions-revoked', sessionIds: ['session-0', 'session-2'] });
    expect(sockets.map((socket) => socket.closedWith?.[0] ?? null)).toEqual([LIVE_CLOSE.unauthorized, null, LIVE_CLOSE.unauthorized]);
  });

  it('pings on each beat and cuts a socket that did not answer the previous ping', () => {
    const hub = new LiveHub(desireTextsOf);
    const answering = new FakeSocket();
    const silent = new FakeSocket();
    const a = hub.add(answering, 'a', 's1');
    hub.add(silent, 'b', 's2');
    if (typeof a === 'string') throw new Error(a);
    hub.beat();
    expect([answering.pings, silent.pings]).toEqual([1, 1]);
    a.alive = true; // its pong came back
    hub.beat();
    expect(answering.terminated).toBe(false);
    expect(silent.terminated).toBe(true);
    expect(hub.size).toBe(1);
  });

  it('drops a socket that stopped reading instead of queueing more for it', () => {
    const { hub, sockets } = hubWith('a', 'b');
    const [stuck, fine] = sockets;
    if (!stuck || !fine) throw new Error('no sockets');
    stuck.bufferedAmount = 64 * 1024 * 1024;
    hub.receive({ kind: 'event', audience: { to: 'all' }, event: { type: 'desire_removed', data: { desireId: 'x' } } });
    expect(stuck.terminated).toBe(true);
    expect(stuck.sent).toEqual([]);
    expect(fine.sent).toHaveLength(1);
  });
});

describe('messages between processes', () => {
  it('carry the viewer-independent record, which cuts the same after the trip', () => {
    const message: LiveMessage = { kind: 'desire', audience: { to: 'all' }, event: { type: 'new_desire' }, record: record() };
    const decoded = decodeEnvelope(encodeEnvelope('process-1', [message]));
    expect(decoded?.origin).toBe('process-1');
    const [trip] = decoded?.messages ?? [];
    if (trip?.kind !== 'desire') throw new Error('not a desire message');
    expect(trip.record.desire.createdAt).toBeInstanceOf(Date);
    for (const viewer of [OWNER, FULFILLER, 'reader']) expect(toDesire(trip.record, viewer, false)).toEqual(toDesire(record(), viewer, false));
  });

  it('carry the messages of one turn together, in order; one alone in the form every version reads', () => {
    const first: LiveMessage = { kind: 'invalidate-read-cache', tags: ['desire:1'] };
    const second: LiveMessage = { kind: 'clear-read-cache' };
    expect(JSON.parse(encodeEnvelope('p', [first]))).toEqual({ origin: 'p', message: first });
    expect(decodeEnvelope(encodeEnvelope('p', [first, second]))).toEqual({ origin: 'p', messages: [first, second] });
    // A kind a later version may add is left out; the rest is read.
    expect(decodeEnvelope(JSON.stringify({ origin: 'p', messages: [{ kind: 'from-later' }, second] }))).toEqual({ origin: 'p', messages: [second] });
  });

  it('ignore what is not one of ours', () => {
    expect(decodeEnvelope('not json')).toBeNull();
    expect(decodeEnvelope(JSON.stringify({ origin: 'x', message: { kind: 'something-else' } }))).toBeNull();
    expect(decodeEnvelope(JSON.stringify({ message: { kind: 'clear-read-cache' } }))).toBeNull();
  });
});

describe('chat messages', () => {
  it('reach both participants as new_message notices from one message, isSender on the sender\u2019s own sockets only', () => {
    const bus = new LocalBus((error) => {
      throw error;
    });
    const { hub, sockets } = hubWith('sender', 'sender', 'recipient', 'outsider');
    bus.subscribe((message) => hub.receive(message));
    const published: LiveMessage[] = [];
    const live: LivePublisher = {
      // Through the envelope other processes read, as a message that crossed Redis would be.
      publish: (message) => {
        const [decoded] = decodeEnvelope(encodeEnvelope('process-1', [message]))?.messages ?? [];
        if (!decoded) throw new Error('not readable after the trip');
        published.push(decoded);
        bus.publish(decoded);
      },
      failed: (error) => {
        throw error;
      },
    };
    const message: ChatMessage = {
      _id: 'message-1',
      chatId: 'chat-1',
      content: 'Hello there',
      senderId: { _id: 'sender', fullName: 'Sender', profileImage: null },
      createdAt: '2026-03-01T10:00:00.000Z',
      readBy: [],
      messageType: 'text',
      attachmentUrl: null,
      replyToId: null,
    };
    publishChatMessage(live, 'chat-1', message, 'recipient');
    const notice = (isSender: boolean) => ({ type: 'notification', data: { type: 'new_message', chatId: 'chat-1', message, isSender } });
    expect(sockets.map((socket) => socket.events())).toEqual([[notice(true)], [notice(true)], [notice(false)], []]);
    // One message for both sides: the other processes receive it once.
    expect(published.map((m) => m.kind)).toEqual(['chat-message']);
  });
});
