import { createHash } from 'node:crypto';

/**
 * Which English pages a locale has translated, and whether each translation is still current.
 *
 * A translation records the English source it was made from as `source_hash` in its front matter
 * (`sourceHash` of the English file). The status is read from content, never from file dates: a
 * translation is stale as soon as the English text differs from what it recorded.
 */

/** The front matter key a translation records its English source's hash under. */
export const SOURCE_HASH_KEY = 'source_hash';

/** The hash of an English page's text as a translator records it: line endings and trailing space do not count. */
export function sourceHash(content: string): string {
  const normalized = content
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .trimEnd();
  return createHash('sha256').update(normalized).digest('hex').slice(0, 16);
}

export type TranslationState = 'translated' | 'stale' | 'untranslated' | 'invalid' | 'orphan';

/** A page of a docs area: its path relative to the area's folder and its text. */
export interface PageFile {
  readonly relPath: string;
  readonly content: string;
}

/** A translation's parsed front matter, or the reason it could not be parsed. */
export type ParsedFrontMatter = { readonly frontMatter: Record<string, unknown> } | { readonly error: string };

export interface PageStatus {
  readonly relPath: string;
  readonly state: TranslationState;
  /** The hash the English source has now (absent for an orphan translation). */
  readonly currentHash?: string;
  /** Why the page is stale or invalid, for the report. */
  readonly reason?: string;
}

/** The state of one page from its English text and its translation's front matter (undefined: no translation). */
export function pageStatus(
  relPath: string,
  source: string | undefined,
  translation: ParsedFrontMatter | undefined,
): PageStatus {
  if (source === undefined) return { relPath, state: 'orphan', reason: 'no English page at this path' };
  const currentHash = sourceHash(source);
  if (translation === undefined) return { relPath, state: 'untranslated', currentHash };
  if ('error' in translation) return { relPath, state: 'invalid', currentHash, reason: translation.error };
  const recorded = translation.frontMatter[SOURCE_HASH_KEY];
  if (typeof recorded !== 'string' || recorded.trim() === '') {
    return { relPath, state: 'stale', currentHash, reason: `no ${SOURCE_HASH_KEY} in its front matter` };
  }
  if (recorded.trim() !== currentHash) {
    return { relPath, state: 'stale', currentHash, reason: 'the English page changed after the translation' };
  }
  return { relPath, state: 'translated', currentHash };
}

/** Every page of one docs area: each English page, plus translations that have no English page. */
export function areaStatus(
  sources: readonly PageFile[],
  translations: ReadonlyMap<string, ParsedFrontMatter>,
): PageStatus[] {
  const byPath = new Map(sources.map((page) => [page.relPath, page.content]));
  const paths = new Set([...byPath.keys(), ...translations.keys()]);
  return [...paths].sort().map((relPath) => pageStatus(relPath, byPath.get(relPath), translations.get(relPath)));
}

/** The section a page belongs to in the report: the area's route and the page's first folder (`/x/introduction`). */
export function sectionOf(routeBase: string, relPath: string): string {
  const first = relPath.split('/')[0] ?? '';
  const section = /\.mdx?$/.test(first) ? first.replace(/\.mdx?$/, '').replace(/^index$/, '') : first;
  const base = routeBase === '/' ? '' : routeBase;
  return `${base}/${section}`.replace(/\/$/, '') || '/';
}

export interface SectionSummary {
  readonly section: string;
  readonly translated: number;
  readonly stale: number;
  readonly untranslated: number;
}

/** Counts per section, in section order; invalid pages count as stale, orphans are listed apart. */
export function summarize(routeBase: string, statuses: readonly PageStatus[]): SectionSummary[] {
  const counts = new Map<string, { translated: number; stale: number; untranslated: number }>();
  for (const status of statuses) {
    if (status.state === 'orphan') continue;
    const section = sectionOf(routeBase, status.relPath);
    const entry = counts.get(section) ?? { translated: 0, stale: 0, untranslated: 0 };
    if (status.state === 'translated') entry.translated += 1;
    else if (status.state === 'untranslated') entry.untranslated += 1;
    else entry.stale += 1;
    counts.set(section, entry);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([section, entry]) => ({ section, ...entry }));
}

/** The pages a translator must act on: stale and invalid translations, and translations without an English page. */
export function problems(statuses: readonly PageStatus[]): PageStatus[] {
  return statuses.filter(
    (status) => status.state === 'stale' || status.state === 'invalid' || status.state === 'orphan',
  );
}
