/**
 * The check after Pagefind has written a locale's bundle: a build that would ship a search with no
 * pages, or pages filed under another language, fails here with the cause (pure rule, unit-tested).
 */

/** What Pagefind writes to `pagefind-entry.json` (the part read here). */
export interface PagefindEntry {
  readonly version?: string;
  readonly languages?: Record<string, { readonly hash?: string; readonly page_count?: number }>;
}

/** Pagefind's language key for an `<html lang>` value: lower case (`zh-CN` -> `zh-cn`). */
export function pagefindLanguage(htmlLang: string): string {
  return htmlLang.toLowerCase();
}

/**
 * Problems of a written bundle for the locale whose pages carry `<html lang={htmlLang}>`: an empty
 * answer means the bundle is as expected (one language, the locale's, with at least one page).
 */
export function entryProblems(
  entry: PagefindEntry,
  htmlLang: string,
  filesRead: number,
  filesWithBody = filesRead,
): string[] {
  const expected = pagefindLanguage(htmlLang);
  const languages = entry.languages ?? {};
  const names = Object.keys(languages);
  const problems: string[] = [];
  if (filesRead === 0) problems.push('no built HTML page was found to index (is the output folder empty?)');
  const pages = names.reduce((sum, name) => sum + (languages[name]?.page_count ?? 0), 0);
  // Without any data-pagefind-body, Pagefind indexes whole pages (navbar, sidebar and footer included).
  if (filesRead > 0 && filesWithBody === 0) {
    problems.push(
      `none of the ${filesRead} pages carries data-pagefind-body (the wrappers in src/theme that mark the article were lost?): Pagefind would index whole pages, menus and footers included`,
    );
  } else if (filesRead > 0 && pages === 0) {
    problems.push(`0 of ${filesRead} pages were indexed: Pagefind found no searchable text`);
  }
  const foreign = names.filter((name) => name !== expected);
  if (foreign.length > 0) {
    problems.push(
      `pages filed under ${foreign.map((name) => `"${name}"`).join(', ')} instead of "${expected}" (a page with a wrong <html lang>?)`,
    );
  }
  return problems;
}
