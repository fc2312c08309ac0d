// Loaded into a bench's server with `node --import`: the longest the server's event loop was held,
// which the bench asks for over the IPC channel ("loop-delay" answers the longest delay since the
// last ask, in milliseconds, and starts counting anew). Any build's server can be measured this way.
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  process.on('message', (message) => {
    if (message !== 'loop-delay') return;
    process.send({ loopDelayMaxMs: delay.max / 1e6 });
    delay.reset();
  });
  // The channel must not keep a server alive that is otherwise done.
  process.channel.unref();
}
