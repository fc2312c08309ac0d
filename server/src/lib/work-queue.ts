import { HttpError } from './http-error';

export interface WorkQueueOptions {
  /** Tasks running at once. */
  workers: number;
  /** Tasks allowed to wait for a worker; one more is refused. */
  waiting: number;
  /** The 429 message when the line is full. */
  fullMessage: string;
}

/** 429 with a Retry-After header: the line's estimate of when it will have room. */
export class QueueFullError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
    this.name = 'QueueFullError';
  }
}

/** What a task is taken to last before any has finished. */
const FIRST_GUESS_MS = 1000;

/**
 * Runs async tasks at most `workers` at a time, first come first served, with a bounded line:
 * heavy work (image decoding) then holds a fixed share of the machine whatever the traffic, and
 * a burst past the line is refused at once instead of piling up memory and waiting time.
 */
export class WorkQueue {
  private active = 0;
  private readonly line: Array<() => void> = [];
  /** A moving average of how long a task lasts, for Retry-After. */
  private averageMs = FIRST_GUESS_MS;

  constructor(readonly options: WorkQueueOptions) {}

  get running(): number {
    return this.active;
  }

  get waiting(): number {
    return this.line.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.slot();
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      this.release();
    }
  }

  /** Seconds until everything running or waiting now has likely gone through. */
  retryAfterSeconds(): number {
    const ahead = this.active + this.line.length;
    return Math.min(60, Math.max(1, Math.ceil((ahead * this.averageMs) / this.options.workers / 1000)));
  }

  private slot(): Promise<void> {
    if (this.active < this.options.workers) {
      this.active++;
      return Promise.resolve();
    }
    if (this.line.length >= this.options.waiting) {
      return Promise.reject(new QueueFullError(this.options.fullMessage, this.retryAfterSeconds()));
    }
    return new Promise((resolve) => this.line.push(resolve));
  }

  /** Hands the worker straight to the next in line, so that a newcomer cannot jump the queue. */
  private release(): void {
    const next = this.line.shift();
    if (next) next();
    else this.active--;
  }
}
