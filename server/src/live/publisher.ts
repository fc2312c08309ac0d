import type { LiveMessage } from './messages';

/**
 * What the services see of the live channel. They publish after their transaction has committed,
 * and only for a call that succeeded; the channel decides which sockets, in which processes, get it.
 */
export interface LivePublisher {
  publish(message: LiveMessage): void;
  /**
   * An event that could not be prepared (a read failed). The write it follows has committed, so the
   * caller still answers; the failure is logged, and clients catch up when they next reconnect.
   */
  failed(error: unknown, what: string): void;
}

/** For code that runs outside a server (command-line tools): nobody is connected to tell. */
export const noLivePublisher: LivePublisher = {
  publish: () => undefined,
  failed: () => undefined,
};
