/**
 * The suite runner of `npm test` (scripts/lib/runSuite.mjs): exit codes become pass or fail, and a
 * suite that outlives its limit is killed with the processes it started.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inPool, runSuite } from '../../scripts/lib/runSuite.mjs';
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

  it("keeps a buffered suite's output and logs it in one piece, after its command, when it ends", async () => {
    const lines: string[] = [];
    const result = await runSuite({
      label: 'quiet',
      command: process.execPath,
      args: ['-e', "console.log('first'); console.error('second'); setTimeout(() => console.log('third'), 50)"],
      limitMs: 10_000,
      log: (line: string) => lines.push(line),
      buffered: true,
    });
    expect(result.ok).toBe(true);
    expect(lines[0]).toMatch(/^\n=== quiet: /);
    expect(lines[1].split('\n')).toEqual(['first', 'second', 'third']);
    expect(lines[2]).toMatch(/^=== quiet finished in \d+ s \(exit 0\)$/);
  });

  it('stops a buffered suite that hangs, and still logs what it printed', async () => {
    const lines: string[] = [];
    const result = await runSuite({
      label: 'stuck',
      command: process.execPath,
      args: ['-e', "console.log('started'); setInterval(() => {}, 1000)"],
      limitMs: 1_000,
      log: (line: string) => lines.push(line),
      buffered: true,
    });
    expect(result).toEqual({ ok: false, timedOut: true, status: null });
    expect(lines).toContain('started');
  });
});

describe('inPool', () => {
  it('runs at most the given number of tasks at once and returns their results in order', async () => {
    let running = 0;
    let most = 0;
    const task = (value: number, ms: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return value;
    };
    await expect(inPool([task(1, 40), task(2, 10), task(3, 10), task(4, 30), task(5, 5)], 2)).resolves.toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(most).toBe(2);
    await expect(inPool([], 2)).resolves.toEqual([]);
  });
});
