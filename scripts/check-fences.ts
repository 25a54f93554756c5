/**
 * `npm run lint:fences`: every ```tsx variants fence in the docs pages (docs/, i18n/zh/) is formatted as
 * readers are shown it, since the build shows its TypeScript as written (the JavaScript is made from
 * it). With `--write` (part of `npm run format`), formats them in place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { unformattedFenceLines, withFormattedFences } from '../plugins/demo-sources/variantFences';
import { pageFiles } from './lib/pageFiles';

const SITE_DIR = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const write = process.argv.includes('--write');
  const problems: string[] = [];
  let formatted = 0;
  for (const name of pageFiles(SITE_DIR)) {
    const file = path.join(SITE_DIR, name);
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('variants')) continue;
    if (write) {
      const next = await withFormattedFences(text, name);
      if (next !== text) {
        fs.writeFileSync(file, next);
        formatted += 1;
      }
    } else {
      for (const line of await unformattedFenceLines(text, name)) problems.push(`${name}:${line}`);
    }
  }
  if (write) {
    console.log(`check-fences: formatted the variants fences of ${formatted} page(s)`);
    return;
  }
  if (problems.length > 0) {
    console.error(
      `check-fences: these \`\`\`tsx variants fences are not formatted as readers see them (run npm run format):\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
