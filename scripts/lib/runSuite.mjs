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
 *   log?: (line: string) => void, onStart?: (child: import('node:child_process').ChildProcess) => void }} suite
 * @returns {Promise<{ ok: boolean, timedOut: boolean, status: number | null }>}
 */
export function runSuite({ label, command, args, env = {}, limitMs, log = console.log, onStart }) {
  log(`\n=== ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, detached: true });
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
      finish(code);
    });
  });
}
