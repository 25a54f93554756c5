/**
 * The facts guard: which API names written in a page's inline code are unknown.
 *
 * A name is known when the installed packages declare it (knownNames.ts: as a name, or as a string
 * literal type such as `'labelEditing'`), when the page's own demos use it, or when exceptions.ts
 * lists it. A CSS class `Mui<Component>-<key>` is known when both
 * `Mui<Component>` (the theme key; skipped for state classes such as `Mui-selected`) and `<key>` are
 * declared, the key as a name or a string literal (the `classes` interfaces quote keys like
 * `'columnHeader--sorted'`).
 */
import path from 'node:path';
import { type Candidate, candidatesOf } from './candidates';
import type { DeclaredNames } from './knownNames';

export interface KnownNames {
  installed: DeclaredNames;
  /** Identifiers of the page's demos. */
  demo: ReadonlySet<string>;
  exceptions: Readonly<Record<string, string>>;
  /** Names removed by an upgrade, which only a migration guide may write (formerNames.ts). */
  former?: ReadonlySet<string>;
}

export interface Finding {
  file: string;
  line: number;
  name: string;
  code: string;
}

export function isKnown(candidate: Candidate, known: KnownNames): boolean {
  const { name } = candidate;
  if (Object.hasOwn(known.exceptions, name)) return true;
  if (candidate.kind === 'identifier') {
    return (
      known.installed.identifiers.has(name) ||
      known.installed.strings.has(name) ||
      known.demo.has(name) ||
      (known.former?.has(name) ?? false)
    );
  }
  const [, component, key] = /^Mui([A-Za-z]*)-(.+)$/.exec(name) ?? ['', '', name];
  const componentKnown = component === '' || known.installed.identifiers.has(`Mui${component}`);
  return componentKnown && (known.installed.identifiers.has(key) || known.installed.strings.has(key));
}

/** The unknown names among a page's inline code spans, in page order. */
export function findingsOf(
  file: string,
  spans: readonly { value: string; line: number }[],
  known: KnownNames,
): Finding[] {
  return spans.flatMap(({ value, line }) =>
    candidatesOf(value)
      .filter((candidate) => !isKnown(candidate, known))
      .map((candidate) => ({ file, line, name: candidate.name, code: value })),
  );
}

/** One line of the report: `file:line  name  (in "`code`")`. */
export function formatFinding(finding: Finding): string {
  return `${finding.file}:${finding.line}  ${finding.name}  (in "\`${finding.code}\`")`;
}

/** The translated pages' folders and the English folder each mirrors. */
const TRANSLATED_FOLDERS: readonly (readonly [string, string])[] = [
  ['i18n/zh/docusaurus-plugin-content-docs-x/current/', 'docs/x/'],
  ['i18n/zh/docusaurus-plugin-content-docs/current/', 'docs/core/'],
];

/**
 * The folders whose `demos/` count for a page (paths relative to the site root, `/`-separated):
 * the page's own folder, and for a translated page also the English page's folder.
 */
export function demoFoldersOf(page: string): string[] {
  const folders = [path.posix.dirname(page)];
  for (const [translated, english] of TRANSLATED_FOLDERS) {
    if (page.startsWith(translated)) folders.push(path.posix.dirname(english + page.slice(translated.length)));
  }
  return folders;
}
