import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { areaStatus, type PageFile, type PageStatus, type ParsedFrontMatter } from './translationStatus';
import type { DocsArea } from './docsAreas';

/** Every Markdown page below `dir` (demos and other files left out), with paths relative to it. */
export function readPages(dir: string): PageFile[] {
  if (!fs.existsSync(dir)) return [];
  const pages: PageFile[] = [];
  const walk = (folder: string): void => {
    for (const dirent of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, dirent.name);
      if (dirent.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(dirent.name) && !dirent.name.startsWith('_')) {
        pages.push({
          relPath: path.relative(dir, full).split(path.sep).join('/'),
          content: fs.readFileSync(full, 'utf8'),
        });
      }
    }
  };
  walk(dir);
  return pages.sort((a, b) => a.relPath.localeCompare(b.relPath));
}

/** A translation's front matter as Docusaurus parses it, or the parser's message. */
export async function parseTranslation(filePath: string, fileContent: string): Promise<ParsedFrontMatter> {
  try {
    const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent });
    return { frontMatter };
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0] ?? 'invalid front matter' };
  }
}

/** The status of every page of one area in one locale, read from the site's folders. */
export async function readAreaStatus(siteDir: string, area: DocsArea, locale: string): Promise<PageStatus[]> {
  const sources = readPages(path.join(siteDir, area.docsDir));
  const translationsDir = path.join(siteDir, area.translationsDir(locale));
  const translations = new Map<string, ParsedFrontMatter>();
  for (const page of readPages(translationsDir)) {
    translations.set(page.relPath, await parseTranslation(path.join(translationsDir, page.relPath), page.content));
  }
  return areaStatus(sources, translations);
}

/** The locales with translations: the folders of `i18n/`. */
export function translatedLocales(siteDir: string): string[] {
  const i18nDir = path.join(siteDir, 'i18n');
  if (!fs.existsSync(i18nDir)) return [];
  return fs
    .readdirSync(i18nDir, { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory())
    .map((dirent) => dirent.name)
    .sort();
}
