/**
 * The facts guard (npm run lint:api-names): every API name that a page writes in inline code must be
 * declared by the installed packages, used by the page's own demos, or listed in
 * scripts/lib/api-names/exceptions.ts; a migration guide may also write the former names of
 * scripts/lib/api-names/formerNames.ts. Prints `file:line  name  (in "`code`")` for each unknown name
 * and exits 1 when there is any.
 *
 * Usage: tsx scripts/check-api-names.ts [site root, default: the project]
 * The packages are always the project's installed ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import { demoFoldersOf, findingsOf, formatFinding } from './lib/api-names/check';
import { pageFiles } from './lib/pageFiles';
import { API_NAME_EXCEPTIONS } from './lib/api-names/exceptions';
import { inlineCodeOf } from './lib/api-names/inlineCode';
import { demoNames, installedNames } from './lib/api-names/knownNames';
import { formerNamesOf, installedChangelogNames } from './lib/api-names/formerNames';

const started = performance.now();
const project = path.resolve(__dirname, '..');
const root = path.resolve(process.argv[2] ?? project);
const installed = installedNames(project);
const changelogNames = installedChangelogNames(project);

const pages = pageFiles(root);
let unknown = 0;
for (const page of pages) {
  const demo = new Set<string>();
  for (const folder of demoFoldersOf(page)) {
    for (const name of demoNames(path.join(root, folder, 'demos'))) demo.add(name);
  }
  let spans;
  try {
    spans = inlineCodeOf(fs.readFileSync(path.join(root, page), 'utf8'));
  } catch (error) {
    // A page that does not parse cannot be checked: name it (the build would fail on it too).
    const { line, message } = error as { line?: number; message: string };
    console.log(`${page}:${line ?? 1}  (not checked: the MDX does not parse: ${message})`);
    unknown += 1;
    continue;
  }
  for (const finding of findingsOf(page, spans, {
    installed,
    demo,
    exceptions: API_NAME_EXCEPTIONS,
    former: formerNamesOf(page, changelogNames),
  })) {
    console.log(formatFinding(finding));
    unknown += 1;
  }
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (unknown > 0) {
  console.error(
    `\n${unknown} unknown API name(s) or unreadable page(s). Check each against the 7.14.0 declarations ` +
      '(notes/WRITING.md, "Checking a fact"); a name from a package the portal does not install goes ' +
      `into scripts/lib/api-names/exceptions.ts with a reason. (${pages.length} pages, ${seconds} s)`,
  );
  process.exitCode = 1;
} else {
  console.log(`API names: ${pages.length} pages, every name known (${seconds} s).`);
}
