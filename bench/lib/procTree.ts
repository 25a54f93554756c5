/**
 * Memory of a process tree from Linux's /proc: the pure part (parsing `/proc/<pid>/stat` and summing
 * the resident set of a process and all its descendants). The sampler that reads /proc lives in
 * bench/steps/build.ts.
 */

export interface ProcStat {
  readonly pid: number;
  readonly ppid: number;
  /** Resident set size in pages (field 24 of `/proc/<pid>/stat`). */
  readonly rssPages: number;
}

/**
 * Parses one `/proc/<pid>/stat` line. The command name (field 2) is in parentheses and may itself
 * contain spaces and parentheses, so the fields are counted from the last `)`. Null when malformed.
 */
export function parseProcStat(text: string): ProcStat | null {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const pid = Number(text.slice(0, open).trim());
  // After ")": field 3 (state), 4 (ppid), ..., 24 (rss) -> index 0 is field 3.
  const rest = text
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const ppid = Number(rest[1]);
  const rssPages = Number(rest[21]);
  if (!Number.isInteger(pid) || !Number.isInteger(ppid) || !Number.isFinite(rssPages)) return null;
  return { pid, ppid, rssPages };
}

/** The pids of `root` and all its descendants among the processes given. */
export function descendantsOf(stats: readonly ProcStat[], root: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const stat of stats) {
    const list = children.get(stat.ppid) ?? [];
    list.push(stat.pid);
    children.set(stat.ppid, list);
  }
  const tree = new Set<number>();
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    if (tree.has(pid)) continue;
    tree.add(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Resident memory of the tree rooted at `root`, in bytes (0 when the root is gone). */
export function treeRssBytes(stats: readonly ProcStat[], root: number, pageSize: number): number {
  if (!stats.some((stat) => stat.pid === root)) return 0;
  const tree = descendantsOf(stats, root);
  return stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.rssPages * pageSize, 0);
}

/** Keeps the highest of the samples it is given. */
export class PeakTracker {
  private peakValue = 0;

  add(sample: number): void {
    if (sample > this.peakValue) this.peakValue = sample;
  }

  get peak(): number {
    return this.peakValue;
  }
}
