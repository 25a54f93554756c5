/** A reader edits a chip array, opens a nested list, sorts and pages a table, and ticks a checkbox list. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

/** Whether the element has the keyboard focus. */
const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === element.ownerDocument.activeElement);

/** The text of the first body row's header cell: the row's name. */
const firstRowName = async (demo: Locator): Promise<string> =>
  (await demo.getByRole('rowheader').first().innerText()).trim();

describe('core data display demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('a chip is deleted with its delete icon and with Backspace, and the topics come back with Restore', async () => {
    const demo = await reader.openDemo('/components/chips', 'ChipArrayRestore');
    const topics = demo.getByRole('list', { name: 'Followed topics' });
    await demo.getByText('5 topics followed.').waitFor();
    assert.equal(await topics.getByRole('listitem').count(), 5);

    // The delete icon is the chip's only picture; it is hidden from assistive technology, so it is
    // found inside the chip rather than by a role.
    await topics.getByRole('button', { name: 'Performance' }).locator('svg').click();
    await demo.getByText('Removed Performance. 4 of 5 topics left.').waitFor();
    assert.equal(await topics.getByRole('button', { name: 'Performance' }).count(), 0);

    // Keyboard: focus a chip and press Backspace; the focus moves on to the next chip.
    const theming = topics.getByRole('button', { name: 'Theming' });
    await theming.focus();
    await reader.page.keyboard.press('Backspace');
    await demo.getByText('Removed Theming. 3 of 5 topics left.').waitFor();
    assert.equal(await theming.count(), 0);
    await until(() => isFocused(topics.getByRole('button', { name: 'Testing' })), 'the next chip to take the focus');
    assert.deepEqual(await topics.getByRole('button').allInnerTexts(), ['Accessibility', 'Testing', 'Localization']);

    await demo.getByRole('button', { name: 'Restore all topics' }).click();
    await demo.getByText('5 topics followed.').waitFor();
    assert.equal(await topics.getByRole('listitem').count(), 5);
  });

  it('the nested list opens with its button, which reports aria-expanded, and an inner item can be picked', async () => {
    const demo = await reader.openDemo('/components/lists', 'ListNestedSelected');
    const labels = demo.getByRole('button', { name: 'Labels' });
    assert.equal(await labels.getAttribute('aria-expanded'), 'false');
    const invoices = demo.getByRole('button', { name: 'Invoices' });
    // Closed, the group stays in the page for aria-controls but is hidden.
    assert.equal(await invoices.isVisible(), false);
    assert.equal(await demo.getByRole('button', { name: 'Inbox' }).getAttribute('aria-current'), 'page');

    await labels.click();
    await until(async () => (await labels.getAttribute('aria-expanded')) === 'true', 'the group to report open');
    const controls = await labels.getAttribute('aria-controls');
    assert.ok(controls);
    assert.equal(await demo.getByRole('group', { name: 'Labels' }).getAttribute('id'), controls);
    await invoices.waitFor();
    await invoices.click();
    await demo.getByText('Showing: Invoices').waitFor();
    assert.equal(await invoices.getAttribute('aria-current'), 'page');
    assert.equal(await demo.getByRole('button', { name: 'Inbox' }).getAttribute('aria-current'), null);

    await labels.click();
    await until(async () => (await labels.getAttribute('aria-expanded')) === 'false', 'the group to report closed');
    await invoices.waitFor({ state: 'hidden' });
  });

  it('the sortable table re-sorts when a header is clicked and pages forward', async () => {
    const demo = await reader.openDemo('/components/tables', 'TableSortSelect');
    const table = demo.getByRole('table', { name: 'Alpine huts' });
    assert.equal(await firstRowName(table), 'Albert Heim');
    await demo.getByText('1–5 of 12').waitFor();
    const altitudeHeader = table.getByRole('columnheader', { name: /Altitude/ });
    assert.equal(await altitudeHeader.getAttribute('aria-sort'), null);

    await altitudeHeader.getByRole('button').click();
    await until(async () => (await firstRowName(table)) === 'Brünnsteinhaus', 'the lowest hut to come first');
    assert.equal(await altitudeHeader.getAttribute('aria-sort'), 'ascending');
    await altitudeHeader.getByRole('button').click();
    await until(
      async () => (await firstRowName(table)) === 'Capanna Regina Margherita',
      'the highest hut to come first',
    );
    assert.equal(await altitudeHeader.getAttribute('aria-sort'), 'descending');

    await demo.getByRole('button', { name: 'Go to next page' }).click();
    await demo.getByText('6–10 of 12').waitFor();
    // The sixth highest of the twelve huts opens the second page.
    await until(async () => (await firstRowName(table)) === 'Albert Heim', 'the second page to show');
    assert.equal(await table.getByRole('rowheader').count(), 5);

    // Selecting a row: the toolbar counts it.
    await table.getByRole('checkbox', { name: 'Refuge du Requin' }).check();
    await demo.getByText('1 selected').waitFor();
  });

  it('the checkbox list toggles a row from the checkbox and from the row text', async () => {
    const demo = await reader.openDemo('/components/lists', 'ListCheckboxes');
    const tickets = demo.getByRole('checkbox', { name: 'Book train tickets' });
    const plants = demo.getByRole('checkbox', { name: 'Water the plants' });
    assert.equal(await tickets.isChecked(), false);
    assert.equal(await plants.isChecked(), true);
    await demo.getByText('1 of 4 done.').waitFor();

    await tickets.check();
    await demo.getByText('2 of 4 done.').waitFor();
    // The row is the checkbox's label: a click on its text toggles it too.
    await demo.getByText('Water the plants', { exact: true }).click();
    await demo.getByText('1 of 4 done.').waitFor();
    assert.equal(await plants.isChecked(), false);
    assert.equal(await tickets.isChecked(), true);

    // The keyboard reaches the checkbox itself; Space toggles it.
    await tickets.focus();
    await reader.page.keyboard.press('Space');
    await demo.getByText('0 of 4 done.').waitFor();
  });
});
