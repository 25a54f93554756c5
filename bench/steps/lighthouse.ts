import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LIGHTHOUSE_BIN } from '../config';
import { summarizeRun, type LhrLike, type LighthouseRun } from '../lib/lighthouseSummary';

/** The categories the bench scores (the default mobile config otherwise: Moto G Power emulation, simulated slow 4G and 4x CPU throttling). */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The Lighthouse command line for a URL: exactly what README's reproduction section shows. */
export function lighthouseArgs(url: string, outputPath: string): string[] {
  return [
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    `--only-categories=${LIGHTHOUSE_CATEGORIES.join(',')}`,
    `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
  ];
}

/**
 * One Lighthouse run through its CLI, in its own Node process with a fresh Chromium (the CLI's
 * chrome-launcher, pointed at Debian's Chromium by CHROME_PATH). The CLI rather than the Node API in
 * this process: tsx's esbuild transform adds `__name(...)` calls to Lighthouse's own functions, which
 * Lighthouse serializes into the page, where they throw.
 */
export async function runLighthouse(url: string, reportFile: string): Promise<LighthouseRun> {
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.rmSync(reportFile, { force: true });
  const stderr: Buffer[] = [];
  const child = spawn(process.execPath, [LIGHTHOUSE_BIN, ...lighthouseArgs(url, reportFile)], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
  });
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !fs.existsSync(reportFile)) {
    const message = Buffer.concat(stderr).toString('utf8').trim().split('\n').filter(Boolean).slice(-1)[0] ?? '';
    throw new Error(`lighthouse exited with ${code}${message ? `: ${message}` : ''}`);
  }
  return summarizeRun(JSON.parse(fs.readFileSync(reportFile, 'utf8')) as LhrLike);
}
