/**
 * Data Grid demos of the selection, export and virtualization pages, driven the way a reader uses
 * them: tick rows, export through the toolbar, scroll a grid of 100 000 rows.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';

/** The headers of the ExportCsvToolbar demo's columns, in their order. */
const LOAN_HEADERS = ['Title', 'Author', 'Borrower', 'Due date', 'Renewals'];
const LOAN_COUNT = 7;
const TRADE_COUNT = 100_000;
/** Far fewer row elements than rows: what virtualization is for (the viewport holds about a dozen). */
const MAX_RENDERED_ROWS = 80;

describe('data grid: row selection, CSV export, virtualization', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);
  const demo = (name: string) => reader.page.getByRole('region', { name: `Demo: ${name}` });

  it('ticking two row checkboxes counts them in the footer and leaves the header checkbox indeterminate', async () => {
    await reader.open('/x/react-data-grid/row-selection');
    const tasks = demo('RowSelectionCheckboxes');
    const grid = tasks.getByRole('grid');
    const row = (title: string) =>
      grid.getByRole('row').filter({ has: reader.page.getByRole('gridcell', { name: title }) });

    const headerCheckbox = grid.getByRole('columnheader').getByRole('checkbox');
    assert.equal(await headerCheckbox.getAttribute('aria-label'), 'Select all rows');
    assert.equal(await headerCheckbox.getAttribute('data-indeterminate'), 'false');

    await row('Draft the release notes').getByRole('checkbox', { name: 'Select row', exact: true }).check();
    await row('Fix the login redirect').getByRole('checkbox', { name: 'Select row', exact: true }).check();

    await tasks.getByText('2 rows selected').waitFor();
    assert.equal(await row('Draft the release notes').getAttribute('aria-selected'), 'true');
    assert.equal(await row('Fix the login redirect').getAttribute('aria-selected'), 'true');
    assert.equal(await row('Review the pricing page').getAttribute('aria-selected'), 'false');
    assert.equal(await row('Draft the release notes').getByRole('checkbox').getAttribute('aria-label'), 'Unselect row');
    // Some rows but not all are selected: the header checkbox shows its dash (indeterminate), and a
    // click on it would clear the selection, as its label says.
    assert.equal(await headerCheckbox.getAttribute('data-indeterminate'), 'true');
    assert.equal(await headerCheckbox.getAttribute('aria-label'), 'Unselect all rows');
  });

  it('Export > Download as CSV downloads a .csv file whose first line is the column headers', async () => {
    await reader.open('/x/react-data-grid/export');
    const loans = demo('ExportCsvToolbar');
    await loans.getByRole('gridcell', { name: 'Solaris' }).waitFor();

    await loans.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      reader.page.waitForEvent('download'),
      reader.page.getByRole('menuitem', { name: 'Download as CSV' }).click(),
    ]);

    assert.match(download.suggestedFilename(), /\.csv$/);
    const lines = fs.readFileSync(await download.path(), 'utf8').split(/\r?\n/);
    assert.equal(lines[0], LOAN_HEADERS.join(','));
    // Every loan follows, formatted as on screen (ISO due dates).
    assert.equal(lines.length, 1 + LOAN_COUNT);
    assert.equal(lines[1], 'A Wizard of Earthsea,Ursula K. Le Guin,M. Costa,2024-10-04,0');
  });

  it('the 100 000-row grid keeps only a few rows in the page and renders the middle rows once scrolled there', async () => {
    await reader.open('/x/react-data-grid/virtualization');
    const trades = demo('Virtualization100kRows');
    const grid = trades.getByRole('grid');
    await grid.getByRole('gridcell', { name: 'A. Moreau' }).first().waitFor();

    await trades.getByText(/Total Rows:\s*100\D?000/).waitFor();
    // One header row plus every data row.
    assert.equal(await grid.getAttribute('aria-rowcount'), String(TRADE_COUNT + 1));
    const renderedRows = grid.locator('[role="row"][data-id]');
    const atTop = await renderedRows.count();
    assert.ok(atTop > 0 && atTop < MAX_RENDERED_ROWS, `${atTop} row elements at the top`);

    await grid.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => {
      scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) / 2;
    });
    // The rows around the middle of the data set take the place of the first ones.
    await reader.page.waitForFunction(
      (element) =>
        element !== null &&
        Array.from(element.querySelectorAll('[role="row"][data-id]')).some((row) => {
          const id = Number(row.getAttribute('data-id'));
          return id > 49_000 && id < 51_000;
        }),
      await grid.elementHandle(),
    );

    const ids = (await renderedRows.evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-id'))))).sort(
      (a, b) => a - b,
    );
    assert.ok(ids.length < MAX_RENDERED_ROWS, `${ids.length} row elements in the middle`);
    assert.ok(
      ids.every((id) => id > 48_000 && id < 52_000),
      `rendered ids ${ids[0]}..${ids[ids.length - 1]}`,
    );
    // A middle row shows its own data: the trade number in its first cell, at its place in the whole set.
    const middleId = ids[Math.floor(ids.length / 2)];
    const middleRow = grid.locator(`[role="row"][data-id="${middleId}"]`);
    assert.equal(await middleRow.getAttribute('aria-rowindex'), String(middleId + 1));
    await middleRow.getByRole('gridcell', { name: middleId.toLocaleString('en-US') }).waitFor();
  });
});
