/**
 * Runs an ES module script (TypeScript through tsx) in its own Node process, hands it `input` as JSON on
 * stdin and returns the JSON it prints. Jest runs tests as CommonJS, so the ESM-only tools (remark,
 * cspell-lib) are exercised this way: the script imports them natively, as the real checks do.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The site folder (this file lives in test/support). */
const SITE_DIR = path.resolve(__dirname, '../..');

export function runEsmScript<Output>(script: string, input: unknown, timeoutMs = 120_000): Output {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.resolve(SITE_DIR, script)], {
    cwd: SITE_DIR,
    input: JSON.stringify(input),
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${script} exited with ${result.status ?? result.signal}:\n${result.stderr}`);
  }
  return JSON.parse(result.stdout) as Output;
}
