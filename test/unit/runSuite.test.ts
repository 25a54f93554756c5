/**
 * The suite runner of `npm test` (scripts/lib/runSuite.mjs): exit codes become pass or fail, and a
 * suite that outlives its limit is killed with the processes it started.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runSuite } from '../../scripts/lib/runSuite.mjs';
import { until } from '../support/until';

const quiet = (): void => undefined;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether the condition comes to hold within 5 s. */
function eventually(condition: () => boolean): Promise<boolean> {
  return until(condition, 'the condition', { timeoutMs: 5_000, intervalMs: 50 }).then(
    () => true,
    () => false,
  );
}

describe('runSuite', () => {
  it('passes a suite that exits 0 and fails one that exits otherwise', async () => {
    await expect(
      runSuite({
        label: 'ok',
        command: process.execPath,
        args: ['-e', 'process.exit(0)'],
        limitMs: 10_000,
        log: quiet,
      }),
    ).resolves.toEqual({
      ok: true,
      timedOut: false,
      status: 0,
    });
    await expect(
      runSuite({
        label: 'bad',
        command: process.execPath,
        args: ['-e', 'process.exit(3)'],
        limitMs: 10_000,
        log: quiet,
      }),
    ).resolves.toEqual({
      ok: false,
      timedOut: false,
      status: 3,
    });
  });

  it('fails a command that cannot start, naming it', async () => {
    const lines: string[] = [];
    const result = await runSuite({
      label: 'missing',
      command: '/nonexistent/tool',
      args: [],
      limitMs: 10_000,
      log: (line: string) => lines.push(line),
    });
    expect(result.ok).toBe(false);
    expect(lines.join('\n')).toMatch(/missing could not start/);
  });

  it('stops a suite that hangs, with the process it started, and counts it as failed', async () => {
    const lines: string[] = [];
    // The suite starts a long-lived process of its own (as a browser test starts Chromium), prints its pid, then hangs.
    const script = [
      "const { spawn } = require('node:child_process');",
      "const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });",
      "require('node:fs').writeFileSync(process.env.PID_FILE, String(child.pid));",
      'setInterval(() => {}, 1000);',
    ].join('\n');
    const pidFile = path.join(os.tmpdir(), `run-suite-${process.pid}.pid`);
    const result = await runSuite({
      label: 'hangs',
      command: process.execPath,
      args: ['-e', script],
      env: { PID_FILE: pidFile },
      limitMs: 1_500,
      log: (line: string) => lines.push(line),
    });
    const grandchild = Number(fs.readFileSync(pidFile, 'utf8'));
    expect(result).toEqual({ ok: false, timedOut: true, status: null });
    expect(lines.join('\n')).toMatch(/hangs did not finish within 2 s: stopped, and counted as failed/);
    expect(grandchild).toBeGreaterThan(0);
    expect(await eventually(() => !isAlive(grandchild))).toBe(true);
  });
});
