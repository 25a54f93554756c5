/**
 * Key interactions of the Data Grid's sorting, filtering and editing pages, driven on their live
 * demos as a reader would: header clicks, the quick filter box, and double-click / Enter editing.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';

/** Opens a page and waits for one of its demos to have rendered its grid. */
async function openDemo(reader: ReturnType<typeof useReaderPage>, path: string, demoName: string): Promise<Locator> {
  const page = await reader.open(path);
  const demo = page.getByRole('region', { name: `Demo: ${demoName}` });
  await demo.getByRole('grid').waitFor();
  return demo;
}

/** The texts of one column's cells, top to bottom, as rendered. */
function columnTexts(grid: Locator, field: string): Promise<string[]> {
  return grid.locator(`[role="gridcell"][data-field="${field}"]`).allTextContents();
}

/** Waits until the grid reports this many rows to assistive technology (header row included). */
async function waitForRowCount(page: Page, grid: Locator, expected: number): Promise<void> {
  const handle = await grid.elementHandle();
  await page.waitForFunction(({ element, count }) => element?.getAttribute('aria-rowcount') === String(count), {
    element: handle,
    count: expected,
  });
}

describe('Data Grid sorting, filtering and editing demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('sorts the peaks by name, ascending then descending, from the column header', async () => {
    const demo = await openDemo(reader, '/x/react-data-grid/sorting', 'SortingHeaderClick');
    const grid = demo.getByRole('grid');
    const original = ['Matterhorn', 'Denali', 'Kilimanjaro', 'Aconcagua', 'Vinson', 'Everest', 'Mont Blanc', 'Elbrus'];
    const ascending = [...original].sort((a, b) => a.localeCompare(b, 'en'));
    assert.deepEqual(await columnTexts(grid, 'name'), original);

    const header = grid.getByRole('columnheader', { name: 'Peak' });
    await header.click();
    await grid.locator('[role="columnheader"][data-field="name"][aria-sort="ascending"]').waitFor();
    assert.deepEqual(await columnTexts(grid, 'name'), ascending);
    await demo.getByRole('status').filter({ hasText: 'Sorted by Peak, ascending.' }).waitFor();

    await header.click();
    await grid.locator('[role="columnheader"][data-field="name"][aria-sort="descending"]').waitFor();
    assert.deepEqual(await columnTexts(grid, 'name'), [...ascending].reverse());
    await demo.getByRole('status').filter({ hasText: 'Sorted by Peak, descending.' }).waitFor();
  });

  it('narrows the rows with the quick filter and restores them when the search is cleared', async () => {
    const demo = await openDemo(reader, '/x/react-data-grid/filtering/quick-filter', 'QuickFilterToolbar');
    const grid = demo.getByRole('grid');
    // 12 libraries plus the header row.
    await waitForRowCount(reader.page, grid, 13);

    await demo.getByRole('searchbox', { name: 'Search' }).fill('rust');
    await waitForRowCount(reader.page, grid, 3);
    assert.deepEqual(await columnTexts(grid, 'name'), ['serde', 'tokio']);
    assert.deepEqual(await columnTexts(grid, 'language'), ['Rust', 'Rust']);

    // Two values must both match: Go libraries under the MIT license.
    await demo.getByRole('searchbox', { name: 'Search' }).fill('go mit');
    await waitForRowCount(reader.page, grid, 2);
    assert.deepEqual(await columnTexts(grid, 'name'), ['gin']);

    await demo.getByRole('button', { name: 'Clear' }).click();
    await waitForRowCount(reader.page, grid, 13);
    assert.equal((await columnTexts(grid, 'name')).length, 12);
  });

  it('edits cells with a double-click or Enter, and processRowUpdate records each change', async () => {
    const demo = await openDemo(reader, '/x/react-data-grid/editing', 'EditingCellBasics');
    const grid = demo.getByRole('grid');
    const page = reader.page;
    const log = demo.getByRole('log', { name: 'Changes saved by processRowUpdate' });

    // Double-click opens the editor with the current value; Enter saves.
    await grid.getByRole('gridcell', { name: 'Kofi Boateng' }).dblclick();
    const editor = grid.locator('[role="gridcell"][data-field="name"] input');
    await editor.waitFor();
    await editor.fill('Kofi Mensah');
    await page.keyboard.press('Enter');
    await grid.getByRole('gridcell', { name: 'Kofi Mensah', exact: true }).waitFor();
    assert.equal(await grid.getByRole('gridcell', { name: 'Kofi Boateng' }).count(), 0);
    await log.getByText('Kofi Boateng: Name Kofi Boateng → Kofi Mensah').waitFor();

    // Enter on a focused cell also opens the editor.
    const hours = grid.locator('[role="row"][data-id="3"] [role="gridcell"][data-field="hoursPerWeek"]');
    assert.equal((await hours.textContent())?.trim(), '24');
    await hours.click();
    await page.keyboard.press('Enter');
    const hoursEditor = hours.locator('input');
    await hoursEditor.waitFor();
    await hoursEditor.fill('30');
    await page.keyboard.press('Enter');
    await hours.locator('input').waitFor({ state: 'detached' });
    assert.equal((await hours.textContent())?.trim(), '30');
    await log.getByText('Mariana Lopes: Hours / week 24 → 30').waitFor();
    // The newest change comes first.
    assert.match((await log.getByRole('listitem').first().textContent()) ?? '', /Mariana Lopes/);
  });
});
