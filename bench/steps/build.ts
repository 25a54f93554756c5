import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { COLD_BUILD_REMOVALS, DOCUSAURUS_BIN, type SiteLocation } from '../config';
import { failed, ok, type Outcome } from '../lib/outcome';
import { parseProcStat, PeakTracker, treeRssBytes, type ProcStat } from '../lib/procTree';
import type { BuildRun } from '../lib/results';

const SAMPLE_INTERVAL_MS = 100;

function pageSize(): number {
  try {
    return Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096;
  } catch {
    return 4096;
  }
}

/** Every process's stat line now (processes that exit while being read are skipped). */
function readProcStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = parseProcStat(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (stat) stats.push(stat);
    } catch {
      // The process ended between readdir and read.
    }
  }
  return stats;
}

/** Removes what makes a build warm: the generated folder, the bundler cache and the output. */
export function makeCold(site: SiteLocation): void {
  for (const relative of COLD_BUILD_REMOVALS)
    fs.rmSync(path.join(site.siteDir, relative), { recursive: true, force: true });
  fs.rmSync(site.outDir, { recursive: true, force: true });
}

/**
 * Runs `docusaurus build` for the site (both locales) and measures its wall time and the peak resident
 * memory of its process tree (sampled from /proc every 100 ms). Output goes to `logFile`.
 */
export async function timedBuild(site: SiteLocation, logFile: string): Promise<Outcome<BuildRun>> {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const size = pageSize();
  const peak = new PeakTracker();
  const started = performance.now();
  const child = spawn(process.execPath, [DOCUSAURUS_BIN, 'build', '--out-dir', site.outDir], {
    cwd: site.siteDir,
    stdio: ['ignore', log, log],
    env: { ...site.buildEnv, ...process.env, FORCE_COLOR: '0' },
  });
  const sample = (): void => {
    if (child.pid !== undefined) peak.add(treeRssBytes(readProcStats(), child.pid, size));
  };
  const timer = setInterval(sample, SAMPLE_INTERVAL_MS);
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  }).finally(() => {
    clearInterval(timer);
    fs.closeSync(log);
  });
  const wallSeconds = (performance.now() - started) / 1000;
  if (exitCode !== 0)
    return failed(`docusaurus build exited with ${exitCode} (log: ${path.relative(process.cwd(), logFile)})`);
  return ok({ wallSeconds, peakMemoryMb: peak.peak / (1024 * 1024) });
}
