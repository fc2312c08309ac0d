import type { LiveMessage } from './messages';

export type BusListener = (message: LiveMessage) => void;

/**
 * Carries live messages to every process of the deployment. `publish` hands a message to this
 * process's listeners at once (before it returns), and to other processes' listeners when it gets there.
 */
export interface LiveBus {
  /** "in-process" or "redis", for the logs. */
  readonly kind: string;
  publish(message: LiveMessage): void;
  subscribe(listener: BusListener): void;
  /**
   * This process now holds a socket of this member (true), or its last one closed (false): messages
   * for members alone (a chat message) reach only the processes that hold one of theirs.
   */
  hold(userId: string, held: boolean): void;
  /** Whether messages reach the other processes now (always, with none). */
  connected(): boolean;
  close(): Promise<void>;
}

/** The listeners of one process; a listener's failure is reported and does not stop the others. */
export class Listeners {
  private readonly listeners: BusListener[] = [];

  constructor(private readonly onError: (error: unknown) => void) {}

  add(listener: BusListener): void {
    this.listeners.push(listener);
  }

  emit(message: LiveMessage): void {
    for (const listener of this.listeners) {
      try {
        listener(message);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}

/** One process: a message goes straight to its listeners. */
export class LocalBus implements LiveBus {
  readonly kind = 'in-process';
  private readonly listeners: Listeners;

  constructor(onError: (error: unknown) => void) {
    this.listeners = new Listeners(onError);
  }

  publish(message: LiveMessage): void {
    this.listeners.emit(message);
  }

  subscribe(listener: BusListener): void {
    this.listeners.add(listener);
  }

  hold(): void {}

  connected(): boolean {
    return true;
  }

  async close(): Promise<void> {}
}
