/**
 * A reader drives the Tree View with the keyboard on the accessibility page (arrows, Home/End,
 * type-ahead, `*`, Space and Enter) and checks items of the multi-selection checkbox tree on the
 * selection page; the demos' readouts show what the tree reported.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';

describe('Simple Tree View demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('expands, moves and selects with the keyboard on the accessibility demo', async () => {
    const demo = await reader.openDemo('/x/react-tree-view/accessibility', 'TreeViewAccessibilityKeyboard');
    const page: Page = reader.page;
    const tree = demo.getByRole('tree', { name: 'Garden plan' });
    assert.equal(await tree.getAttribute('aria-multiselectable'), 'true');
    const item = (name: string): Locator => tree.getByRole('treeitem', { name, exact: true });
    const readout = (text: string) => demo.getByText(text, { exact: true }).waitFor();
    const press = async (key: string) => {
      await page.keyboard.press(key);
    };
    // Items that an expansion shows are added to the tree's state in passive effects, a task after the
    // frame that shows them: until then a key that moves into them falls through to the next sibling
    // (CI pressed ArrowRight in that gap). A reader sees the items first; the test waits for them to be
    // shown and for the page to be idle, which is after that task.
    const shown = async (...names: string[]) => {
      for (const name of names) await item(name).waitFor();
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    };

    // The first item is the tree's tab stop while nothing is selected; focusing it is what Tab does.
    await demo.getByText('Focused: none', { exact: true }).waitFor();
    assert.equal(await item('Fruit trees').getAttribute('tabindex'), '0');
    await item('Fruit trees').focus();
    await readout('Focused: fruit-trees');

    // Arrow keys: down to Herbs, right expands it, right again enters its first child.
    await press('ArrowDown');
    await readout('Focused: herbs');
    await press('ArrowRight');
    await readout('Expanded: herbs');
    assert.equal(await item('Herbs').getAttribute('aria-expanded'), 'true');
    await shown('Basil', 'Mint', 'Thyme');
    await press('ArrowRight');
    await readout('Focused: basil');

    // Space selects, Shift+ArrowDown extends the selection in a multi-selection tree.
    await press('Space');
    await readout('Selected: basil');
    await press('Shift+ArrowDown');
    await readout('Focused: mint');
    await readout('Selected: basil, mint');
    assert.equal(await item('Mint').getAttribute('aria-selected'), 'true');
    assert.equal(await item('Thyme').getAttribute('aria-selected'), 'false');

    // Left goes back to the parent, left again collapses it.
    await press('ArrowLeft');
    await readout('Focused: herbs');
    await press('ArrowLeft');
    await readout('Expanded: none');

    // End and Home reach the last and first visible items.
    await press('End');
    await readout('Focused: vegetables');
    await press('Home');
    await readout('Focused: fruit-trees');

    // `*` expands every sibling of the focused item.
    await press('*');
    await readout('Expanded: fruit-trees, herbs, vegetables');
    await shown('Cherry', 'Thyme', 'Tomatoes');

    // Type-ahead: each letter focuses the next visible item starting with it, wrapping around.
    await press('t');
    await readout('Focused: thyme');
    await press('t');
    await readout('Focused: tomatoes');
    await press('c');
    await readout('Focused: cherry');
    await press('Enter');
    await readout('Selected: cherry, basil, mint');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Cherry');
  });

  it('checks items of the checkbox tree and shows them in its readout', async () => {
    const demo = await reader.openDemo(
      '/x/react-tree-view/simple-tree-view/selection',
      'SimpleTreeViewSelectionCheckbox',
    );
    const tree = demo.getByRole('tree', { name: 'Camping packing list' });
    await demo.getByText('Checked (1): tent', { exact: true }).waitFor();
    const checkbox = (name: string): Locator =>
      tree.getByRole('treeitem', { name, exact: true }).locator('input[type="checkbox"]').first();

    // A click on the label does not select in checkbox selection; a click on the checkbox does.
    await tree.getByText('Headlamp', { exact: true }).click();
    await demo.getByText('Checked (1): tent', { exact: true }).waitFor();
    await checkbox('Headlamp').click();
    await checkbox('Wool socks').click();
    await demo.getByText('Checked (3): tent, headlamp, socks', { exact: true }).waitFor();
    assert.equal(
      await tree.getByRole('treeitem', { name: 'Wool socks', exact: true }).getAttribute('aria-selected'),
      'true',
    );
    assert.equal(await checkbox('Wool socks').isChecked(), true);

    // Unchecking removes the item; the checkboxes are hidden from assistive technology.
    await checkbox('Tent').click();
    await demo.getByText('Checked (2): headlamp, socks', { exact: true }).waitFor();
    assert.equal(
      await tree.getByRole('treeitem', { name: 'Tent', exact: true }).getAttribute('aria-selected'),
      'false',
    );
    assert.equal(await checkbox('Tent').getAttribute('aria-hidden'), 'true');
  });
});
