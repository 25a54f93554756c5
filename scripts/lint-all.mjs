#!/usr/bin/env node
/**
 * `npm run lint`: runs every `lint:*` check of package.json (scripts/lib/lintScripts.mjs), all of them
 * even when one fails, and exits 1 when any failed.
 */
import fs from 'node:fs';
import { LINT_LIMIT_MS, lintScriptsOf } from './lib/lintScripts.mjs';
import { runSuite } from './lib/runSuite.mjs';

const checks = lintScriptsOf(JSON.parse(fs.readFileSync('package.json', 'utf8')));
const failed = [];
for (const check of checks) {
  const { ok } = await runSuite({ label: check, command: 'npm', args: ['run', '-s', check], limitMs: LINT_LIMIT_MS });
  if (!ok) failed.push(check);
}
console.log(failed.length === 0 ? `\n${checks.length} checks passed` : `\nFailed: ${failed.join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
