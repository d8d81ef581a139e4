import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

function readStat(pid: number): { parent: number; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may itself hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, plus cutime and cstime: the time of children that ended (a closed connection).
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) };
  } catch {
    return undefined;
  }
}

/**
 * CPU time (user + system, ms) used so far by `root` and every process below it: the site, its
 * PostgreSQL server and the server's connections. Unlike response times it does not grow when other
 * programs share the machine, so it shows what a request costs on a busy machine too. Undefined off Linux.
 */
export function processTreeCpuMs(root: number): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const entry of entries) {
    const pid = Number(entry);
    const stat = Number.isInteger(pid) ? readStat(pid) : undefined;
    if (stat) stats.set(pid, stat);
  }
  if (!stats.has(root)) return undefined;
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = stats.get(at)?.parent) if (at === root) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ticks;
  return ticks * TICK_MS;
}
