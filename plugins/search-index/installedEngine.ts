/**
 * Test support: the engine (`pagefind.js`) that the installed Pagefind writes for a one-page index, and
 * a check that a rewritten engine still parses as a module.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pagefindEntry } from '.';
import { ENGINE_FILE } from '../../src/modules/search/bundleNames';

/** The engine source the installed Pagefind writes (in a child Node: its API is an ES module, which Jest does not load). */
export function installedEngineSource(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'installed-engine-'));
  try {
    const script = [
      `const pagefind = await import(${JSON.stringify(pathToFileURL(pagefindEntry(__dirname)).href)});`,
      'const { index } = await pagefind.createIndex({});',
      "await index.addHTMLFile({ url: '/a', content: '<html lang=\"en\"><body><main>alpha beta</main></body></html>' });",
      `await index.writeFiles({ outputPath: ${JSON.stringify(dir)} });`,
      'await pagefind.close();',
    ].join('\n');
    execFileSync(process.execPath, ['--input-type=module', '-e', script]);
    return fs.readFileSync(path.join(dir, ENGINE_FILE), 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether `source` parses as an ES module (`node --check`). */
export function parsesAsModule(source: string): boolean {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-check-'));
  try {
    const copy = path.join(dir, 'engine.mjs');
    fs.writeFileSync(copy, source);
    execFileSync(process.execPath, ['--check', copy], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
