/**
 * Overlays whose code loads on first opening (plugins/overlays-on-demand): a Data Grid page loads
 * without the code of poppers, menus, modals and the grid's Autocomplete, and a reader who then opens
 * the column menu, the filter panel and an "is any of" filter gets each of them working.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useReaderPage } from '../support/readerPage';
import { useServedSite } from '../support/suite';

/** Marks only the real component's file carries (its styled root's name). */
const ON_DEMAND = ['name:"MuiPopper"', 'name:"MuiMenu"', 'name:"MuiModal"', 'name:"MuiAutocomplete"'];

describe('overlays on demand', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('a Data Grid page loads without them; the column menu, filter panel and "is any of" filter work', async () => {
    const page = await reader.open('/x/react-data-grid');
    const loaded = await page.evaluate(async (marks) => {
      const scripts = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.js'));
      const found: string[] = [];
      for (const script of scripts) {
        const text = await (await fetch(script)).text();
        for (const mark of marks) if (text.includes(mark)) found.push(`${mark} in ${new URL(script).pathname}`);
      }
      return { count: scripts.length, found };
    }, ON_DEMAND);
    assert.ok(loaded.count > 10, 'the page loaded its scripts');
    assert.deepEqual(loaded.found, [], 'no overlay code came with the page');

    const demo = page.getByRole('region', { name: 'Demo: DataGridOverviewDemo' });
    const header = demo.getByRole('columnheader', { name: 'Department' });
    await header.scrollIntoViewIfNeeded();
    await header.hover();
    await header.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    // The menu took the focus, as it does when its code comes with the page.
    await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]') !== null);
    await page.getByRole('menuitem', { name: 'Filter' }).click();

    const panel = page.getByRole('tooltip');
    await panel.getByRole('combobox', { name: 'Operator' }).click();
    await page.getByRole('option', { name: 'is any of' }).click();
    const value = panel.getByRole('combobox', { name: 'Value' });
    await value.click();
    await value.fill('sign');
    await page.getByRole('option', { name: 'Design' }).click();
    await panel.getByRole('button', { name: 'Design' }).waitFor();
    await page.keyboard.press('Escape');

    await page.waitForFunction(() => {
      const cells = Array.from(document.querySelectorAll('[role="gridcell"][data-field="department"]'));
      return cells.length > 0 && cells.every((cell) => cell.textContent === 'Design');
    });
  });
});
