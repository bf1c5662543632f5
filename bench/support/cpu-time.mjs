// CPU time used by processes, from Linux's /proc: what each part of the system spent on a stretch of work.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './processes.mjs';

/** Linux reports utime and stime in clock ticks, 100 per second on every common kernel configuration. */
const TICKS_PER_SECOND = 100;

/** The CPU milliseconds (user and system) a process has used so far; 0 once it is gone. */
export function cpuMs(pid) {
  try {
    // The command name (field 2) may hold spaces; the fields counted from its closing parenthesis do not.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The local infrastructure's processes (`bash infra/up.sh`), by name: FerretDB and each Kafka node. */
export function infraProcesses() {
  const run = path.join(process.env.INFRA_DATA_DIR ?? path.join(repoRoot, '.data'), 'run');
  const named = [
    ['ferretdb', 'ferretdb.pid'],
    ['kafka', 'kafka.pid'],
  ];
  for (let node = 1; node <= 9; node++) named.push(['kafka', `kafka-${node}.pid`]);
  return named.flatMap(([name, file]) => {
    try {
      return [{ name, pid: Number(readFileSync(path.join(run, file), 'utf8').trim()) }];
    } catch {
      return [];
    }
  });
}

/**
 * Starts counting the CPU time of `processes` ({ name, pid }); `stop()` answers the milliseconds each name used
 * since (instances of one name summed).
 */
export function countCpu(processes) {
  const before = processes.map(({ pid }) => cpuMs(pid));
  return {
    stop() {
      const used = {};
      processes.forEach(({ name, pid }, i) => {
        used[name] = (used[name] ?? 0) + cpuMs(pid) - before[i];
      });
      return used;
    },
  };
}
