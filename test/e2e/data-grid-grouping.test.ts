/** The Data Grid's grouping pages: a reader groups rows, opens groups and tree branches, and restores a saved state. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { useReaderPage } from '../support/readerPage';
import { useServedSite } from '../support/suite';

describe('data grid grouping, tree data and state', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  const demo = (page: Page, name: string): Locator => page.getByRole('region', { name: `Demo: ${name}` });
  /** The grid cell whose text is exactly `text` (group cells read "Key (count)"). */
  const cell = (scope: Locator, text: string): Locator =>
    scope.getByRole('gridcell').filter({ hasText: new RegExp(`^${text.replace(/[()]/g, '\\$&')}$`) });

  it('row grouping: groups show their row count, open to reveal their rows, and follow the chosen grouping', async () => {
    const page = await reader.open('/x/react-data-grid/row-grouping');
    const orders = demo(page, 'RowGroupingOrders');

    const europe = cell(orders, 'Europe (7)');
    await europe.waitFor();
    await cell(orders, 'Americas (5)').waitFor();
    await cell(orders, 'Asia Pacific (4)').waitFor();
    assert.equal(await cell(orders, 'Velo Lisboa').count(), 0, 'the rows of a closed group are not shown');

    await europe.getByRole('button', { name: 'see children' }).click();
    await cell(orders, 'Velo Lisboa').first().waitFor();
    assert.equal(await cell(orders, 'Velo Lisboa').count(), 2, 'both orders of Velo Lisboa are in Europe');
    assert.equal(await cell(orders, 'Trailhead Supply').count(), 0, 'rows of other regions stay hidden');

    await orders.getByRole('combobox', { name: 'Group rows by' }).selectOption({ label: 'Category' });
    await cell(orders, 'Bikes (8)').waitFor();
    await cell(orders, 'Components (5)').waitFor();
    await cell(orders, 'Clothing (3)').waitFor();
    assert.equal(await cell(orders, 'Europe (7)').count(), 0, 'the region groups are gone');
  });

  it('tree data: opening a parent reveals its children', async () => {
    const page = await reader.open('/x/react-data-grid/tree-data');
    const chart = demo(page, 'TreeDataOrgChart');

    const manager = cell(chart, 'Tomás Varga (5)');
    await manager.waitFor();
    assert.equal(await cell(chart, 'Ines Bauer (2)').count(), 0);

    await manager.getByRole('button', { name: 'see children' }).click();
    await cell(chart, 'Ines Bauer (2)').waitFor();
    await cell(chart, 'Ravi Iyer (1)').waitFor();
    await manager.getByRole('button', { name: 'hide children' }).waitFor();
  });

  it('state: a saved state brings back the sort after the reader changed it', async () => {
    const page = await reader.open('/x/react-data-grid/state');
    const saveRestore = demo(page, 'StateSaveRestore');
    const firstCity = () => saveRestore.getByRole('gridcell').first().textContent();

    await cell(saveRestore, 'Amsterdam').waitFor();
    assert.equal(await firstCity(), 'Amsterdam', 'starts sorted by city');
    await saveRestore.getByRole('button', { name: 'Save state' }).click();
    await saveRestore.getByRole('region', { name: 'Saved state' }).filter({ hasText: '"field": "city"' }).waitFor();

    await saveRestore.getByRole('columnheader', { name: 'Population' }).click();
    await page.waitForFunction(
      (region) => region?.querySelector('[role="gridcell"]')?.textContent === 'Coimbra',
      await saveRestore.elementHandle(),
    );
    assert.equal(await firstCity(), 'Coimbra', 'sorted by population, smallest first');

    await saveRestore.getByRole('button', { name: 'Restore saved state' }).click();
    await page.waitForFunction(
      (region) => region?.querySelector('[role="gridcell"]')?.textContent === 'Amsterdam',
      await saveRestore.elementHandle(),
    );
    assert.equal(
      await saveRestore.getByRole('columnheader', { name: 'City' }).getAttribute('aria-sort'),
      'ascending',
      'the restored sort is shown on the City header',
    );
  });
});
