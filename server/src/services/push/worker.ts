import type { Database } from '../../db/client';
import { QueueWorker, type QueueWorkerOptions } from '../../lib/queue-worker';
import { PUSH_ATTEMPTS, dropPushes, dropSubscription, retryPushLater, takeDuePushes, type TakenPush } from './deliveries';
import { FetchRefusal, type RefusalReason } from '../url-metadata/safe-fetch';
import { sendPush, type PushSendOptions } from './send';

/** Refusals of the address rules: the endpoint itself is not allowed, whenever it is tried. */
const NEVER_SENT = new Set<RefusalReason>(['address', 'scheme', 'port', 'invalid-url']);

/** What to do with a push after the push service answered `status` (0: it could not be reached). */
export function afterAnswer(status: number, attempts: number): 'done' | 'device gone' | 'retry' | 'give up' {
  if (status >= 200 && status < 300) return 'done';
  // RFC 8030: the subscription expired or was removed; it will never take a message again.
  if (status === 404 || status === 410) return 'device gone';
  // Any other refusal (a bad request, a payload too large) will not change on a retry; a busy or
  // failing service, or no answer at all, may.
  const mayPass = status === 0 || status === 408 || status === 429 || status >= 500;
  return mayPass && attempts < PUSH_ATTEMPTS ? 'retry' : 'give up';
}

export interface PushWorkerOptions extends PushSendOptions, QueueWorkerOptions {}

/**
 * Sends the queued pushes, outside any request: every `pollMs` and at once when woken (a notice was
 * just queued here). Several processes may run one each on the same database; each push is taken by
 * one of them (deliveries.ts).
 */
export class PushWorker extends QueueWorker {
  constructor(
    private readonly db: Database,
    private readonly options: PushWorkerOptions,
  ) {
    super('push queue', options);
  }

  /** Sends what is due, up to a batch; answers how many pushes it handled. The sent ones leave the queue together. */
  async runOnce(): Promise<number> {
    const taken = await takeDuePushes(this.db, 20);
    // What its member may no longer be told (a block, a mute, a hide since it was queued) leaves unsent.
    const outcomes = await Promise.all(taken.map((push) => (push.told ? this.deliver(push) : Promise.resolve('done' as const))));
    await dropPushes(this.db, taken.filter((_, i) => outcomes[i] === 'done').map((push) => push.id));
    return taken.length;
  }

  /** Sends one push; answers 'done' when it was sent (the batch drops those rows), after handling any other outcome itself. */
  private async deliver(push: TakenPush): Promise<'done' | 'handled'> {
    let status = 0;
    try {
      status = await sendPush(push, push.payload, this.options);
    } catch (error) {
      // An endpoint whose host now resolves to an address that is not public will not be sent to.
      if (error instanceof FetchRefusal && NEVER_SENT.has(error.reason)) {
        this.options.log.warn({ detail: error.detail }, 'push endpoint refused by the address rules; device dropped');
        await dropSubscription(this.db, push.subscriptionId);
        return 'handled';
      }
      this.options.log.debug({ err: error }, 'push service not reached');
    }
    const next = afterAnswer(status, push.attempts);
    if (next === 'done') return 'done';
    if (next === 'device gone') await dropSubscription(this.db, push.subscriptionId);
    else if (next === 'retry') await retryPushLater(this.db, push.id, push.attempts);
    else {
      this.options.log.warn({ status, attempts: push.attempts }, 'push given up');
      await dropPushes(this.db, [push.id]);
    }
    return 'handled';
  }
}
