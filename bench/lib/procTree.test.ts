import { descendantsOf, parseProcStat, PeakTracker, treeRssBytes, type ProcStat } from './procTree';

/** A stat line as Linux writes it, with the given pid, command name, ppid and rss (pages). */
function statLine(pid: number, comm: string, ppid: number, rss: number): string {
  const fields = [
    'S',
    String(ppid),
    '1',
    '1',
    '0',
    '-1',
    '4194560',
    '100',
    '0',
    '0',
    '0',
    '10',
    '5',
    '0',
    '0',
    '20',
    '0',
    '3',
    '0',
    '12345',
    '987654321',
    String(rss),
    '18446744073709551615',
  ];
  return `${pid} (${comm}) ${fields.join(' ')} 1 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n`;
}

describe('parseProcStat', () => {
  it('reads pid, parent pid and resident pages', () => {
    expect(parseProcStat(statLine(4242, 'node', 17, 30000))).toEqual({ pid: 4242, ppid: 17, rssPages: 30000 });
  });

  it('counts fields from the last parenthesis, so odd command names do not shift them', () => {
    expect(parseProcStat(statLine(7, 'rspack (worker) 2', 6, 512))).toEqual({ pid: 7, ppid: 6, rssPages: 512 });
  });

  it('is null for text that is not a stat line', () => {
    expect(parseProcStat('')).toBeNull();
    expect(parseProcStat('garbage without parentheses')).toBeNull();
    expect(parseProcStat('12 (x) S')).toBeNull();
  });
});

describe('process tree memory', () => {
  const stats: ProcStat[] = [
    { pid: 1, ppid: 0, rssPages: 100 },
    { pid: 10, ppid: 1, rssPages: 1000 }, // the build
    { pid: 11, ppid: 10, rssPages: 200 }, // its child
    { pid: 12, ppid: 11, rssPages: 30 }, // grandchild
    { pid: 20, ppid: 1, rssPages: 5000 }, // an unrelated process
  ];

  it('finds the root and every descendant, not the siblings', () => {
    expect([...descendantsOf(stats, 10)].sort((a, b) => a - b)).toEqual([10, 11, 12]);
  });

  it('sums the resident memory of the tree in bytes', () => {
    expect(treeRssBytes(stats, 10, 4096)).toBe((1000 + 200 + 30) * 4096);
  });

  it('is 0 once the root has exited, even if orphans remain', () => {
    expect(
      treeRssBytes(
        stats.filter((stat) => stat.pid !== 10),
        10,
        4096,
      ),
    ).toBe(0);
  });

  it('survives a cycle in corrupted data', () => {
    expect(
      [
        ...descendantsOf(
          [
            { pid: 2, ppid: 3, rssPages: 1 },
            { pid: 3, ppid: 2, rssPages: 1 },
          ],
          2,
        ),
      ].sort(),
    ).toEqual([2, 3]);
  });
});

describe('PeakTracker', () => {
  it('keeps the highest sample', () => {
    const tracker = new PeakTracker();
    expect(tracker.peak).toBe(0);
    for (const sample of [5, 9, 3]) tracker.add(sample);
    expect(tracker.peak).toBe(9);
  });
});
