/**
 * A reader uses the lab pages' demos: a focus trap keeps Tab inside its region, a LoadingButton shows
 * its loading state after a click, a Timeline lists its items in order, and the Tree View that
 * replaces the lab's expands an item with ArrowRight.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

/** Whether the element has the keyboard focus. */
const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === element.ownerDocument.activeElement);

describe('lab component demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('a focus trap sends Tab from the last control back to the first one and gives the focus back on close', async () => {
    const demo = await reader.openDemo('/components/trap-focus', 'TrapFocusRegion');
    const page = reader.page;
    const opener = demo.getByRole('button', { name: 'Change delivery city' });
    await opener.focus();
    await page.keyboard.press('Enter');

    const region = demo.getByRole('group', { name: /Delivery city/ });
    await region.waitFor();
    // The trap focuses its region when it opens.
    await until(() => isFocused(region), 'the region to take the focus');
    const city = region.getByRole('textbox', { name: 'City' });
    const save = region.getByRole('button', { name: 'Save' });
    const cancel = region.getByRole('button', { name: 'Cancel' });

    await page.keyboard.press('Tab');
    await until(() => isFocused(city), 'Tab to reach the City field');
    await page.keyboard.press('Tab');
    await until(() => isFocused(save), 'Tab to reach Save');
    await page.keyboard.press('Tab');
    await until(() => isFocused(cancel), 'Tab to reach Cancel, the last control');
    // Tab from the last control wraps around to the first control inside, not to the page.
    await page.keyboard.press('Tab');
    await until(() => isFocused(city), 'Tab from Cancel to come back to the City field');
    // Shift+Tab from the first control wraps to the last.
    await page.keyboard.press('Shift+Tab');
    await until(() => isFocused(cancel), 'Shift+Tab from City to go to Cancel');

    // Saving closes the region; the focus returns to the button that opened it.
    await city.fill('Porto');
    await save.click();
    await region.waitFor({ state: 'detached' });
    await demo.getByText('Delivery city: Porto').waitFor();
    await until(() => isFocused(opener), 'the focus to return to the opener');
  });

  it('a LoadingButton is disabled and shows a progress indicator while loading', async () => {
    const demo = await reader.openDemo('/components/about-the-lab', 'LabLoadingButton');
    const button = demo.getByRole('button', { name: 'Upload photos' });
    assert.equal(await button.isDisabled(), false);
    assert.equal(await button.getByRole('progressbar').count(), 0);
    await demo.getByText('Uploads finished: 0').waitFor();

    await button.click();
    await until(() => button.isDisabled(), 'the button to be disabled while loading');
    // The default indicator is a progressbar named by the button's label.
    const progress = button.getByRole('progressbar');
    await progress.waitFor();
    assert.equal(await progress.getAttribute('aria-labelledby'), await button.getAttribute('id'));
    await demo.getByText('Uploading…').waitFor();

    // Once the pretend upload is over, the button is back and the status says so.
    await demo.getByText('Uploads finished: 1').waitFor({ timeout: 10_000 });
    assert.equal(await button.isDisabled(), false);
    assert.equal(await progress.count(), 0);
  });

  it('a timeline is a named list whose items come in order', async () => {
    const demo = await reader.openDemo('/components/timeline', 'TimelineBasic');
    const list = demo.getByRole('list', { name: 'Order history' });
    const items = list.getByRole('listitem');
    assert.deepEqual(
      (await items.allInnerTexts()).map((text) => text.trim()),
      ['Order placed', 'Payment confirmed', 'Packed at the warehouse', 'Handed to the courier'],
    );
    // Drawn top to bottom in that order.
    const tops = await items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
    assert.deepEqual(
      tops,
      [...tops].sort((a, b) => a - b),
    );

    const positions = await reader.openDemo('/components/timeline', 'TimelinePositions');
    const releases = positions.getByRole('list', { name: 'Release history' }).getByRole('listitem');
    assert.equal(await releases.count(), 4);
    await positions.getByRole('button', { name: 'left', exact: true }).click();
    await until(
      async () =>
        (await positions.getByRole('button', { name: 'left', exact: true }).getAttribute('aria-pressed')) === 'true',
      'the left position to be chosen',
    );
    assert.match(await releases.first().innerText(), /March 2024[\s\S]*1\.0: First public release/);
  });

  it('the replacement tree view expands an item with ArrowRight', async () => {
    const demo = await reader.openDemo('/components/tree-view', 'TreeViewLabReplacement');
    const page = reader.page;
    const tree = demo.getByRole('tree', { name: 'Project files' });
    const src = tree.getByRole('treeitem', { name: 'src', exact: true });
    await demo.getByText('Expanded: none', { exact: true }).waitFor();
    assert.equal(await src.getAttribute('aria-expanded'), 'false');
    assert.equal(await tree.getByRole('treeitem', { name: 'App.tsx' }).count(), 0);

    await src.focus();
    await page.keyboard.press('ArrowRight');
    await demo.getByText('Expanded: src', { exact: true }).waitFor();
    assert.equal(await src.getAttribute('aria-expanded'), 'true');
    await tree.getByRole('treeitem', { name: 'App.tsx' }).waitFor();

    // ArrowRight again moves into the first child; ArrowLeft goes back up, then collapses.
    await page.keyboard.press('ArrowRight');
    await until(() => isFocused(tree.getByRole('treeitem', { name: 'App.tsx' })), 'the focus to enter src');
    await page.keyboard.press('ArrowLeft');
    await until(() => isFocused(src), 'ArrowLeft to go back to src');
    await page.keyboard.press('ArrowLeft');
    await demo.getByText('Expanded: none', { exact: true }).waitFor();
  });
});
