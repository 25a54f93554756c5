import type { Page } from 'playwright-core';

/** The accessible name of the navbar search box in each language (src/theme/SearchBar). */
export const SEARCH_BOX_LABELS = { en: 'Search the documentation', zh: '搜索文档' } as const;

/** Opens the navbar search box with Ctrl+K once the page has hydrated; returns the box. */
export async function openSearchBox(page: Page, language: keyof typeof SEARCH_BOX_LABELS) {
  await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: SEARCH_BOX_LABELS[language] });
  await box.waitFor();
  return box;
}

/** Types the query into the focused box and returns the texts of the results once they show. */
export async function typeQuery(page: Page, query: string): Promise<string[]> {
  await page.keyboard.type(query);
  const options = page.getByRole('listbox').getByRole('option');
  await options.first().waitFor();
  return (await options.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}
