/**
 * Resolves in a task of its own, so that the work after it is not counted in the same long task as
 * the work before. A message port rather than setTimeout: a background tab throttles timers to one a
 * second, not messages.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
