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

/**
 * Whether an element of an API page shows once the reader scrolls to it. The sections after the
 * first are `content-visibility: auto`: until they near the viewport the browser skips them, and
 * Playwright reports what is in them as not visible, as a reader who has not scrolled there sees none.
 * False when it is still hidden 5 s after the scroll.
 */
export async function shownWhenScrolledTo(locator: Locator): Promise<boolean> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // The browser renders a section it no longer skips at its next frame.
  return locator.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
}
