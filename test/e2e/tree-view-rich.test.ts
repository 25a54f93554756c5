/** A reader renames a file with label editing, checks products in a checkbox tree, and reorders lessons. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

const BASE = '/x/react-tree-view/rich-tree-view';

describe('rich tree view demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  /** The lessons of the first module, in the order the tree shows them (a lesson's text is its label). */
  const firstModuleLessons = async (tree: Locator): Promise<string[]> =>
    tree.getByRole('group').first().getByRole('treeitem').allTextContents();

  it('renames a file with a double-click, and the new label reaches the tree and the readout', async () => {
    const demo = await reader.openDemo(`${BASE}/editing`, 'RichTreeViewEditingBasic');
    const tree = demo.getByRole('tree', { name: 'Project files, editable names' });
    await tree.getByRole('treeitem', { name: 'App.tsx', exact: true }).getByText('App.tsx', { exact: true }).dblclick();

    const input = tree.getByRole('textbox', { name: 'New name for App.tsx' });
    await input.waitFor();
    assert.equal(await input.inputValue(), 'App.tsx');
    await input.fill('Main.tsx');
    await input.press('Enter');

    await demo.getByText('Last change: src/App.tsx renamed to Main.tsx').waitFor();
    await tree.getByRole('treeitem', { name: 'Main.tsx', exact: true }).waitFor();
    assert.equal(await tree.getByRole('textbox').count(), 0, 'the input closes after Enter');
    assert.equal(await tree.getByRole('treeitem', { name: 'App.tsx', exact: true }).count(), 0);
  });

  it('refuses a duplicate name and keeps a valid one in the validation demo', async () => {
    const demo = await reader.openDemo(`${BASE}/editing`, 'RichTreeViewEditingValidation');
    const tree = demo.getByRole('tree', { name: 'Project files, validated names' });
    const pricing = tree.getByRole('treeitem', { name: 'pricing.tsx', exact: true });

    await pricing.focus();
    await pricing.press('Enter');
    const input = tree.getByRole('textbox', { name: 'New name for pricing.tsx' });
    await input.fill('index.tsx');
    await input.press('Enter');
    await demo.getByRole('status').getByText('This folder already has a file named index.tsx.').waitFor();
    await pricing.waitFor();

    await pricing.focus();
    await pricing.press('Enter');
    await input.fill('plans.tsx');
    await input.press('Enter');
    await demo.getByRole('status').getByText('Renamed to plans.tsx.').waitFor();
    await tree.getByRole('treeitem', { name: 'plans.tsx', exact: true }).waitFor();
  });

  it('checks products in the checkbox tree, and the selection follows the checkboxes', async () => {
    const demo = await reader.openDemo(`${BASE}/selection`, 'RichTreeViewSelectionCheckbox');
    const tree = demo.getByRole('tree', { name: 'Products to compare' });
    assert.equal(await tree.getAttribute('aria-multiselectable'), 'true');
    await demo.getByText('Checked (0): nothing').waitFor();

    const harness = tree.getByRole('treeitem', { name: 'Harness', exact: true });
    const chalkBag = tree.getByRole('treeitem', { name: 'Chalk bag', exact: true });
    await harness.getByRole('checkbox', { includeHidden: true }).click();
    await chalkBag.getByRole('checkbox', { includeHidden: true }).click();

    await demo.getByText('Checked (2): chalk-bag, harness').waitFor();
    assert.equal(await harness.getAttribute('aria-selected'), 'true');
    assert.equal(await chalkBag.getAttribute('aria-selected'), 'true');

    // A click on a label does not select in checkbox mode; unchecking removes one item only.
    await tree.getByRole('treeitem', { name: 'Chalk bag', exact: true }).getByText('Chalk bag').click();
    await harness.getByRole('checkbox', { includeHidden: true }).click();
    await demo.getByText('Checked (1): chalk-bag').waitFor();
    assert.equal(await harness.getAttribute('aria-selected'), 'false');
  });

  it('moves a lesson with its buttons and with Alt + arrow keys in the ordering demo', async () => {
    const demo = await reader.openDemo(`${BASE}/ordering`, 'RichTreeViewOrderingMoveButtons');
    const tree = demo.getByRole('tree', { name: 'Course outline' });
    assert.deepEqual(await firstModuleLessons(tree), ['Setting up the editor', 'Syntax tour', 'Types and interfaces']);

    await tree.getByRole('button', { name: 'Move Syntax tour up' }).click();
    await demo.getByText('Last move: lesson-syntax up').waitFor();
    assert.deepEqual(await firstModuleLessons(tree), ['Syntax tour', 'Setting up the editor', 'Types and interfaces']);
    // The click moved the lesson without selecting it.
    assert.equal(await tree.getByRole('treeitem', { name: /^Syntax tour/ }).getAttribute('aria-selected'), null);

    // An item's accessible name starts with its label and goes on with its buttons' names.
    const effects = tree.getByRole('treeitem', { name: /^Effects/ });
    await effects.focus();
    await effects.press('Alt+ArrowDown');
    await demo.getByText('Last move: lesson-effects down').waitFor();
    await demo.getByText(/Order: .*lesson-props, lesson-testing, lesson-effects, final-project$/).waitFor();
    // The moved item keeps the keyboard focus.
    await until(
      () => effects.evaluate((element) => element === document.activeElement),
      'the moved item to keep the focus',
    );
  });
});
