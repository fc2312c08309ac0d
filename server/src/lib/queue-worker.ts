import type { FastifyBaseLogger } from 'fastify';

export interface QueueWorkerOptions {
  /** How often the queue is looked at without being woken: retries, and what another process left. */
  pollMs: number;
  log: FastifyBaseLogger;
  /** A wake waits this long first, so that what several requests queued meanwhile goes in one batch. */
  gatherMs?: number;
}

/**
 * Works through a queue kept in the database, outside any request: every `pollMs`, and at once when
 * woken. One batch at a time per process; `runOnce` takes a batch (leased, so that several processes
 * can share the queue) and answers how many it handled, until none is left.
 */
export abstract class QueueWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private gathering: NodeJS.Timeout | undefined;

  constructor(
    private readonly queueName: string,
    private readonly loop: QueueWorkerOptions,
  ) {}

  /** Takes and handles one batch of what is due; answers its size. */
  abstract runOnce(): Promise<number>;

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  /** Looks at the queue now, or after `gatherMs` (or right after the batch under way). */
  wake(): void {
    if (this.stopped || this.gathering) return;
    if (!this.loop.gatherMs) return this.drainNow();
    this.gathering = setTimeout(() => {
      this.gathering = undefined;
      this.drainNow();
    }, this.loop.gatherMs);
  }

  private drainNow(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.running = this.drain();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.gathering);
    this.gathering = undefined;
    await this.running;
  }

  private schedule(): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => this.drainNow(), this.loop.pollMs);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    try {
      do {
        this.again = false;
        while (!this.stopped && (await this.runOnce()) > 0);
      } while (this.again && !this.stopped);
    } catch (error) {
      this.loop.log.warn({ err: error }, `${this.queueName} could not be worked through`);
    } finally {
      this.running = null;
      this.schedule();
    }
  }
}
