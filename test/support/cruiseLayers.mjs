/**
 * Runs the project's layer rules (.dependency-cruiser.cjs) with dependency-cruiser's Node API on a
 * folder, as `npm run lint:layers` does on the site, and prints the violations (JSON) and the text
 * the `err` reporter shows for them. A script of its own because dependency-cruiser is an ES module,
 * which Jest's module system does not load: test/unit/layers.test.ts runs it in a child process.
 *
 * Usage: node test/support/cruiseLayers.mjs <folder> <path inside it>...
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const SITE_DIR = path.resolve(import.meta.dirname, '../..');
const config = require(path.join(SITE_DIR, '.dependency-cruiser.cjs'));

const [baseDir, ...roots] = process.argv.slice(2);
const options = {
  ...config.options,
  ruleSet: { forbidden: config.forbidden },
  validate: true,
  // Paths are relative to the folder, so the rules' `^src/...` patterns match its files.
  baseDir: path.resolve(baseDir),
  // The site's tsconfig.json (for `@site/...`), whatever the folder.
  tsConfig: { fileName: path.join(SITE_DIR, config.options.tsConfig.fileName) },
};

const json = await cruise(roots, { ...options, outputType: 'json' });
const err = await cruise(roots, { ...options, outputType: 'err' });
const { summary } = JSON.parse(json.output);
process.stdout.write(
  JSON.stringify({
    violations: summary.violations.map(({ rule, from, to, cycle }) => ({
      rule: rule.name,
      from,
      to,
      ...(cycle ? { cycle: cycle.map((step) => step.name) } : {}),
    })),
    err: err.output,
    exitCode: err.exitCode,
  }),
);
