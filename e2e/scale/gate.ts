/** A gate: `passed()` resolves at once while it is open, and when it opens while it is shut. */
export class Gate {
  private opening: Promise<void> = Promise.resolve();
  private openIt: (() => void) | null = null;

  shut(): void {
    if (this.openIt) return;
    this.opening = new Promise<void>((resolve) => (this.openIt = resolve));
  }

  open(): void {
    this.openIt?.();
    this.openIt = null;
  }

  passed(): Promise<void> {
    return this.opening;
  }
}
