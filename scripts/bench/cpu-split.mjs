// Where a machine's CPU went while a load ran: the server process, PostgreSQL's processes, the load
// generator (this process) and anything else, read from /proc (Linux) before and after. On a machine with few cores these
// share them, so a server's requests/s alone does not say which of the three was the limit.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in seconds; 0 when it is gone. */
function cpuSecondsOf(pid) {
  try {
    // The command name may hold spaces and brackets: the fields start after its closing bracket.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function postgresPids() {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(entry);
    } catch {
      /* gone */
    }
  }
  return pids;
}

/** CPU seconds the whole machine spent busy (every core, every process), from /proc/stat. */
function machineBusySeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
  return ticks.slice(0, 8).reduce((sum, t, i) => (i === 3 || i === 4 ? sum : sum + t), 0) / TICKS_PER_SECOND;
}

function reading(serverPid) {
  const self = process.cpuUsage();
  const database = new Map(postgresPids().map((pid) => [pid, cpuSecondsOf(pid)]));
  return { at: performance.now(), server: cpuSecondsOf(serverPid), database, load: (self.user + self.system) / 1e6, machine: machineBusySeconds() };
}

/** Starts a reading; `end(requests)` answers CPU ms per request of each part and each part's share of the cores. */
export function cpuSplit(serverPid) {
  const before = reading(serverPid);
  return {
    end(requests) {
      const after = reading(serverPid);
      // A backend that started during the load counts from zero; one that ended is not counted.
      let database = 0;
      for (const [pid, seconds] of after.database) database += seconds - (before.database.get(pid) ?? 0);
      const seconds = (after.at - before.at) / 1000;
      const parts = { server: after.server - before.server, database, load: after.load - before.load };
      // Anything else that ran meanwhile (another program, the system) took cores from the three.
      const other = Math.max(0, after.machine - before.machine - parts.server - parts.database - parts.load);
      const per = (cpu) => `${((1000 * cpu) / requests).toFixed(2)} ms/request (${Math.round((100 * cpu) / seconds)}% of a core)`;
      return `CPU while it ran (${os.availableParallelism()} cores): server ${per(parts.server)}, PostgreSQL ${per(parts.database)}, load generator ${per(parts.load)}; anything else ${Math.round((100 * other) / seconds)}% of a core`;
    },
  };
}
