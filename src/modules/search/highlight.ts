/**
 * The highlight of a search's terms on the page opened from a result: Pagefind's own script
 * (`pagefind-highlight.js`, mark.js inside) marks the terms of `?pagefind-highlight=` in the page's
 * searchable body; clearing asks the same library to remove its marks.
 */
import { bundleUrl, HIGHLIGHT_PARAM, importByUrl, type ModuleImporter } from './engine';

/** The class of the marks (styled in the search box's CSS, light and dark). */
export const HIGHLIGHT_CLASS = 'portal-search-highlight';

/** The terms to highlight, from a page's query string. */
export function highlightTerms(search: string): string[] {
  return new URLSearchParams(search).getAll(HIGHLIGHT_PARAM).filter((term) => term.trim().length > 0);
}

/** The query string without the highlight terms (the URL the page keeps once cleared). */
export function searchWithoutHighlight(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(HIGHLIGHT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

interface MarkInstance {
  unmark(options?: { className?: string }): void;
}
interface Highlighter {
  createMarkInstance(): MarkInstance;
}
type HighlighterClass = new (options: Record<string, unknown>) => Highlighter;

/** Runs Pagefind's highlighter on the page; returns a function that removes its marks. */
export async function highlightPage(baseUrl: string, importer: ModuleImporter = importByUrl): Promise<() => void> {
  const module = (await importer(`${bundleUrl(baseUrl)}pagefind-highlight.js`)) as { default: HighlighterClass };
  const highlighter = new module.default({
    highlightParam: HIGHLIGHT_PARAM,
    addStyles: false,
    markOptions: { className: HIGHLIGHT_CLASS, exclude: ['[data-pagefind-ignore]', '[data-pagefind-ignore] *'] },
  });
  return () => highlighter.createMarkInstance().unmark({ className: HIGHLIGHT_CLASS });
}
