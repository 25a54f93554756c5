import { promises as fs } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { WORKER_FILE, WORKER_RELATIVE_PATH } from '../../src/modules/service-worker/location';
import { BUILD_ID_GLOBAL } from '../../src/modules/service-worker/worker/messages';

/** A new value for every build, so every build's worker differs from the last one byte for byte. */
export function newBuildId(now = new Date()): string {
  return `${now.toISOString()}-${randomBytes(4).toString('hex')}`;
}

/** The line put at the top of the worker: the build id, readable by the worker's code. */
export function buildIdLine(buildId: string): string {
  return `self.${BUILD_ID_GLOBAL}=${JSON.stringify(buildId)};\n`;
}

/**
 * Moves the worker that @docusaurus/plugin-pwa wrote at the locale's root (`sw.js`) to `x/sw.js`, the
 * address of spec section 7, stamped with the build id. Returns the new file's path.
 */
export async function relocateWorker(outDir: string, buildId: string): Promise<string> {
  const source = path.join(outDir, WORKER_FILE);
  const target = path.join(outDir, WORKER_RELATIVE_PATH);
  const code = await fs.readFile(source, 'utf8');
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, buildIdLine(buildId) + code);
  await fs.rm(source);
  return target;
}
