import type { Page } from 'playwright-core';

/** The accessible name of the navbar search box in each language (src/components/SearchBox). */
export const SEARCH_BOX_LABELS = { en: 'Search the documentation', zh: '搜索文档' } as const;

/** The navbar search box of a page (the combobox, by its name): in the server-rendered HTML already. */
export function searchBox(page: Page, language: keyof typeof SEARCH_BOX_LABELS) {
  return page.locator('nav.navbar').getByRole('combobox', { name: SEARCH_BOX_LABELS[language] });
}

/** Opens the navbar search box with Ctrl+K once the page has hydrated; returns the box. */
export async function openSearchBox(page: Page, language: keyof typeof SEARCH_BOX_LABELS) {
  await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
  await page.keyboard.press('Control+k');
  const box = searchBox(page, language);
  await box.waitFor();
  return box;
}

/**
 * The texts of the results shown in the open list, once there are some and the list is complete (the
 * first results show while later ones still arrive, with `aria-busy` on the list).
 */
export async function shownResults(page: Page): Promise<string[]> {
  const options = page.getByRole('listbox').getByRole('option');
  await options.first().waitFor();
  await page.locator('[role=listbox][aria-busy=true]').waitFor({ state: 'detached' });
  return (await options.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** Types the query into the focused box and returns the texts of the results once they show. */
export async function typeQuery(page: Page, query: string): Promise<string[]> {
  await page.keyboard.type(query);
  return shownResults(page);
}
