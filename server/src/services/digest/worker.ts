import type { Database } from '../../db/client';
import { QueueWorker, type QueueWorkerOptions } from '../../lib/queue-worker';
import type { Mailer } from '../mail';
import { collectDigest } from './collect';
import { digestMail } from './compose';
import { settleDigest, takeDueDigests, type DigestOutcome, type TakenDigest } from './queue';
import { unsubscribeUrl } from './unsubscribe';

export interface DigestWorkerOptions extends QueueWorkerOptions {
  mailer: Mailer;
  /** PUBLIC_URL, for the links. */
  appUrl: string;
  /** The key of the unsubscribe links. */
  unsubscribeKey: Buffer;
  delayMs: number;
  intervalMs: number;
  now?: () => number;
}

/**
 * Mails the digests that are due, outside any request. Several processes may each run one on the
 * same database: a member's digest is taken by one of them at a time (queue.ts). A batch of ten goes
 * at once, over the mailer's few open connections.
 */
export class DigestWorker extends QueueWorker {
  constructor(
    private readonly db: Database,
    private readonly options: DigestWorkerOptions,
  ) {
    super('email digest queue', options);
  }

  async runOnce(): Promise<number> {
    const taken = await takeDueDigests(this.db, this.options.delayMs, 10);
    await Promise.all(taken.map(async (digest) => settleDigest(this.db, digest, await this.handle(digest), this.options)));
    return taken.length;
  }

  private async handle(taken: TakenDigest): Promise<DigestOutcome> {
    const now = (this.options.now ?? Date.now)();
    if (taken.nextAllowedAt && taken.nextAllowedAt.getTime() > now) return { kind: 'later', at: taken.nextAllowedAt };
    const content = await collectDigest(this.db, taken.userId, taken.coveredUntil);
    if (!content || !content.eligible || !content.oldest || !content.newest) return { kind: 'nothing' };
    // What was read meanwhile is not told; what is left must have waited the whole delay.
    const oldest = Date.parse(content.oldest);
    if (oldest > now - this.options.delayMs) return { kind: 'later', at: new Date(oldest + this.options.delayMs) };
    const link = await unsubscribeUrl(this.db, this.options.appUrl, this.options.unsubscribeKey, taken.userId, now);
    const mail = digestMail({ content, appUrl: this.options.appUrl, unsubscribeUrl: link });
    try {
      await this.options.mailer.send(mail);
      return { kind: 'sent', coveredUntil: content.newest };
    } catch (error) {
      this.options.log.warn({ err: error, attempts: taken.attempts }, 'email digest not handed over');
      return { kind: 'failed', coveredUntil: content.newest };
    }
  }
}
