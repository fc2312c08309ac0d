import { LiveClient } from '../../tests/server/helpers/live';
import type { NginxProxy } from '../../tests/scale/nginx-proxy';
import type { ServerProcess } from '../../tests/scale/server-process';

const socketCounts = (processes: readonly ServerProcess[]) => Promise.all(processes.map(async (p) => (await p.figures()).sockets));

/**
 * Makes the proxy's least_conn send the next few sockets to one process: sockets of `token` are
 * opened through the proxy one at a time until one process holds `lead` of them and the other
 * `lead - 1` (least_conn keeps them within one of each other), then those of the other are closed.
 * least_conn counts requests in flight too: a browser has at most 6 per address, so with 8 kept the
 * next two sockets of one browser go to the empty process whatever its pages are loading. Answers
 * the process left empty, the one kept busy, how many it keeps, and how to close them.
 */
export async function emptyOneProcess(proxy: NginxProxy, processes: readonly [ServerProcess, ServerProcess], token: string, lead = 8) {
  const placed: { socket: LiveClient; on: ServerProcess }[] = [];
  let before = await socketCounts(processes);
  for (let i = 0; i < 2 * lead - 1; i++) {
    const socket = await LiveClient.open(proxy.liveUrl, token);
    // Its pong: the process has counted it.
    await socket.flush();
    const after = await socketCounts(processes);
    placed.push({ socket, on: processes[after.findIndex((count, j) => count > before[j]!)]! });
    before = after;
  }
  const busy = processes.find((p) => placed.filter((x) => x.on === p).length === lead)!;
  const empty = processes.find((p) => p !== busy)!;
  const gone = placed.filter((x) => x.on === empty);
  for (const { socket } of gone) socket.close();
  await Promise.all(gone.map(({ socket }) => socket.closed));
  for (let i = 0; i < 50 && (await empty.figures()).sockets > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return { empty, busy, lead, close: () => placed.forEach(({ socket }) => socket.close()) };
}
