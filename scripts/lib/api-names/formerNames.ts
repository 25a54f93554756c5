/**
 * Former API names: a migration guide must name what an upgrade removes or renames (`nodeId`,
 * `inputFormat`), and the installed packages no longer declare those names. The migration guides are
 * the MUI X ones under docs/x/migration/ and the two historical Material UI ones,
 * docs/core/guides/migration-v3 and migration-v0x (and their Chinese twins). On a migration guide
 * (and only there) a name is also known when
 *
 * - an installed MUI X CHANGELOG writes it in backticks (the packages' own record of their breaking
 *   changes, which reaches back to the 7.0 pre-releases and part of v6), or
 * - `FORMER_NAMES` lists it for that guide, with the version step that removed it: for the older steps
 *   the installed changelogs do not cover. Add a name only after checking it in that version's
 *   declarations or changelog (notes/WRITING.md, "Checking a fact").
 */
import fs from 'node:fs';
import path from 'node:path';
import { candidatesOf } from './candidates';
import { FORMER_NAMES } from './formerNamesData';

/** Where migration guides live: the MUI X folder (every page), and the core guides whose slug starts with `migration-`. */
const MIGRATION_GUIDE_PATHS: readonly RegExp[] = [
  /(?:^|\/)(?:docs\/x|i18n\/zh\/docusaurus-plugin-content-docs-x\/current)\/migration\/([^/]+)\.mdx?$/,
  /(?:^|\/)(?:docs\/core|i18n\/zh\/docusaurus-plugin-content-docs\/current)\/guides\/(migration-[^/]+)\.mdx?$/,
];

/** The guide a page is, by its slug (`migration-pickers-v5`, `migration-v3`), or undefined for any other page. */
export function migrationGuideOf(page: string): string | undefined {
  for (const pattern of MIGRATION_GUIDE_PATHS) {
    const slug = pattern.exec(page)?.[1];
    if (slug !== undefined) return slug;
  }
  return undefined;
}

/** The identifiers a changelog's text writes in inline code. */
export function changelogIdentifiers(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const candidate of candidatesOf(code!)) {
      if (candidate.kind === 'identifier') names.add(candidate.name);
    }
  }
  return names;
}

/** The identifiers of every installed `@mui/x-*` CHANGELOG.md under a project. */
export function installedChangelogNames(project: string): Set<string> {
  const scope = path.join(project, 'node_modules', '@mui');
  const names = new Set<string>();
  for (const entry of fs.existsSync(scope) ? fs.readdirSync(scope) : []) {
    const file = path.join(scope, entry, 'CHANGELOG.md');
    if (!entry.startsWith('x-') || !fs.existsSync(file)) continue;
    for (const name of changelogIdentifiers(fs.readFileSync(file, 'utf8'))) names.add(name);
  }
  return names;
}

/** The former names a page may write: none outside the migration guides. */
export function formerNamesOf(page: string, changelogNames: ReadonlySet<string>): ReadonlySet<string> {
  const guide = migrationGuideOf(page);
  if (guide === undefined) return new Set();
  return new Set([...changelogNames, ...Object.keys(FORMER_NAMES[guide] ?? {})]);
}
