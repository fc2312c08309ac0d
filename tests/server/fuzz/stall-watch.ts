import { performance } from 'node:perf_hooks';

/**
 * Watches the event loop: every gap between the turns of a timer re-armed each millisecond is a
 * delay, noted against the case running at the time (perf_hooks' histogram cannot say which case a
 * delay belongs to), with how busy the loop was over that case: in one in-memory live-channel case
 * the timers waited about a second while the loop, by its own utilisation, sat idle, which is a
 * delay of the timers and not work that held the loop.
 */
export class StallWatch {
  private timer: NodeJS.Timeout | undefined;
  private current = '';
  private readonly delays: number[] = [];
  /** The longest delay, its case, and how busy the loop was over that case (0 to 1). */
  worst: { ms: number; label: string; busy?: number } = { ms: 0, label: '' };

  start(): void {
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      const delay = Math.max(0, now - last - 1);
      this.delays.push(delay);
      if (delay > this.worst.ms) this.worst = { ms: delay, label: this.current };
      last = now;
      this.timer = setTimeout(tick, 1);
    };
    this.timer = setTimeout(tick, 1);
  }

  /** Runs one case under its label. */
  async around<T>(label: string, run: () => Promise<T>): Promise<T> {
    this.current = label;
    const before = performance.eventLoopUtilization();
    try {
      return await run();
    } finally {
      if (this.worst.label === label && this.worst.busy === undefined) this.worst.busy = performance.eventLoopUtilization(before).utilization;
      this.current = `between cases, after ${label}`;
    }
  }

  stop(): { p99Ms: number; maxMs: number } {
    clearTimeout(this.timer);
    const sorted = [...this.delays].sort((a, b) => a - b);
    return { p99Ms: sorted[Math.floor(0.99 * (sorted.length - 1))] ?? 0, maxMs: sorted.at(-1) ?? 0 };
  }
}
