/**
 * Overlays whose code loads on first opening (plugins/overlays-on-demand): a Data Grid page loads
 * without the code of poppers, menus, modals and the grid's Autocomplete, and a reader who then opens
 * the column menu, the filter panel and an "is any of" filter gets each of them working. Their code
 * starts loading on the first interaction, but after a search that interaction started has answered.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useReaderPage } from '../support/readerPage';
import { useServedSite } from '../support/suite';

/** Marks only the real component's file carries (its styled root's name). */
const ON_DEMAND = ['name:"MuiPopper"', 'name:"MuiMenu"', 'name:"MuiModal"', 'name:"MuiAutocomplete"'];

/** The scripts the page inserted, in order, each marked by whether the first result was shown before it. */
interface OverlayOrder {
  scripts: Array<{ src: string; afterAnswer: boolean }>;
  answered: boolean;
}
type OrderWindow = Window & { __overlayOrder: OverlayOrder };

describe('overlays on demand', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  // First in the file: the reader's page has had no pointer over it yet.
  it('a first search answers before their code is asked for, and the code comes after', async () => {
    // The introduction's dashboard has a chart, whose tooltip is a popper: the page has overlays to load.
    const page = await reader.open('/x/introduction');
    await page.evaluate(() => {
      const seen: OverlayOrder = { scripts: [], answered: false };
      (window as unknown as OrderWindow).__overlayOrder = seen;
      // One observer sees the insertions in document order: the first result option, the chunks' scripts.
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes)) {
            if (!(node instanceof Element)) continue;
            if (node instanceof HTMLScriptElement && node.src)
              seen.scripts.push({ src: node.src, afterAnswer: seen.answered });
            if (node.matches('[role="option"]') || node.querySelector('[role="option"]')) seen.answered = true;
          }
      }).observe(document.documentElement, { childList: true, subtree: true });
    });
    await page.locator('nav.navbar input[role=combobox]').click();
    await page.keyboard.type('licensing');
    await page.locator('nav.navbar [role=listbox] [role=option]').first().waitFor();

    const marksIn = async (afterAnswer: boolean): Promise<string[]> =>
      page.evaluate(
        async ({ marks, after }) => {
          const order = (window as unknown as OrderWindow).__overlayOrder;
          const found: string[] = [];
          for (const script of order.scripts.filter((entry) => entry.afterAnswer === after)) {
            const text = await (await fetch(script.src)).text();
            for (const mark of marks) if (text.includes(mark)) found.push(mark);
          }
          return found;
        },
        { marks: ON_DEMAND, after: afterAnswer },
      );
    assert.deepEqual(await marksIn(false), [], 'no overlay code was asked for before the first answer');
    await page.waitForFunction(
      () => (window as unknown as OrderWindow).__overlayOrder.scripts.some((entry) => entry.afterAnswer),
      undefined,
      { timeout: 10_000 },
    );
    const after = await marksIn(true);
    assert.ok(
      after.includes('name:"MuiPopper"'),
      `the popper's code came after the answer (found ${after.join(', ')})`,
    );
  });

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
