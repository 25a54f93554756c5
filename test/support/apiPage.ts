import type { Locator, Page } from 'playwright-core';

/** A section of a generated API page, by its `##` heading (Import, Props, CSS classes, ...). */
export function apiSection(page: Page, name: string): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name }) });
}

/** The row of a prop in the Props table, by the prop's name (its row header starts with it). */
export function apiPropRow(page: Page, name: string): Locator {
  return apiSection(page, 'Props')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}\\b`) }) });
}
