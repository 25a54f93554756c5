/**
 * Runs one test suite as a child process in its own process group, with a time limit. A suite that
 * hangs is killed together with everything it started (browsers, test workers, servers) and counts as
 * failed, so `npm test` always reaches its summary line inside CI's time.
 */
import { spawn } from 'node:child_process';

/** Kills a whole process group; a group already gone is not an error. */
export function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * @param {{ label: string, command: string, args: string[], env?: Record<string, string>, limitMs: number,
 *   log?: (line: string) => void, onStart?: (child: import('node:child_process').ChildProcess) => void,
 *   buffered?: boolean }} suite
 *   `buffered`: the suite's output is kept and logged in one piece when it ends (for suites that run
 *   beside others, whose lines would otherwise mix).
 * @returns {Promise<{ ok: boolean, timedOut: boolean, status: number | null }>}
 */
export function runSuite({ label, command, args, env = {}, limitMs, log = console.log, onStart, buffered = false }) {
  const header = `\n=== ${label}: ${[command, ...args].join(' ')}`;
  if (!buffered) log(header);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
      detached: true,
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    onStart?.(child);
    let timedOut = false;
    let settled = false;
    const timer = setTimeout(() => {
      timedOut = true;
      log(`=== ${label} did not finish within ${Math.round(limitMs / 1000)} s: stopped, and counted as failed`);
      killGroup(child.pid);
    }, limitMs);
    const finish = (status) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (buffered) {
        log(header);
        const text = Buffer.concat(output).toString('utf8').trimEnd();
        if (text) log(text);
      }
      log(`=== ${label} finished in ${Math.round((Date.now() - started) / 1000)} s (exit ${status})`);
      resolve({ ok: status === 0 && !timedOut, timedOut, status });
    };
    child.on('error', (error) => {
      log(`=== ${label} could not start: ${error.message}`);
      finish(null);
    });
    child.on('exit', (code) => {
      // Whatever the suite left behind (the browser of a cancelled test) goes with it.
      if (child.pid) killGroup(child.pid);
      // Kept output is complete only once the pipes have closed.
      if (buffered) child.on('close', () => finish(code));
      else finish(code);
    });
  });
}

/**
 * Runs tasks (functions returning promises) at most `width` at a time, in the order given; resolves
 * with their results in that order.
 * @template T
 * @param {ReadonlyArray<() => Promise<T>>} tasks
 * @param {number} width
 * @returns {Promise<T[]>}
 */
export async function inPool(tasks, width) {
  const results = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, lane));
  return results;
}
