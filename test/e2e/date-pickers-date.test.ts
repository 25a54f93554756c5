/** A reader picks a day with the mouse in the Date Picker, and moves through months and years in the Date Calendar. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { openCalendar } from '../support/pickers';
import { until } from '../support/until';

/** Each page and the demos it embeds. */
const PAGES: Record<string, readonly string[]> = {
  '/x/react-date-pickers/date-picker': [
    'DatePickerBasic',
    'DatePickerViews',
    'DatePickerValidation',
    'DatePickerAccept',
  ],
  '/x/react-date-pickers/date-field': ['DateFieldBasic', 'DateFieldFormats', 'DateFieldClearable'],
  '/x/react-date-pickers/date-calendar': ['DateCalendarBasic', 'DateCalendarViews', 'DateCalendarWeeks'],
};

describe('date picker, date field and date calendar demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);
  let page: Page;

  /** Opens a page (a fresh reader, hydrated) and waits for every demo it embeds. */
  const open = async (path: string): Promise<void> => {
    page = await reader.open(path);
    for (const name of PAGES[path]) await page.getByRole('region', { name: `Demo: ${name}` }).waitFor();
  };
  const demo = (name: string) => page.getByRole('region', { name: `Demo: ${name}` });
  const assertCleanConsole = () =>
    assert.deepEqual([...reader.problems.pageErrors, ...reader.problems.consoleErrors], []);

  it('the date picker opens from its calendar button and shows the picked day', async () => {
    await open('/x/react-date-pickers/date-picker');
    const basic = demo('DatePickerBasic');
    const field = basic.getByRole('textbox', { name: 'Departure date' });
    assert.equal(await field.inputValue(), '08/15/2024');
    await basic.getByText('Thursday, August 15, 2024').waitFor();

    // The calendar opens in a popover outside the demo's region.
    const popover = await openCalendar(
      page,
      basic.getByRole('button', { name: 'Choose date, selected date is Aug 15, 2024' }),
    );
    await popover.getByText('August 2024').waitFor();
    await popover.getByRole('gridcell', { name: '20', exact: true }).click();

    await popover.waitFor({ state: 'hidden' });
    assert.equal(await field.inputValue(), '08/20/2024');
    await basic.getByText('Tuesday, August 20, 2024').waitFor();
    await basic.getByRole('button', { name: 'Choose date, selected date is Aug 20, 2024' }).waitFor();
    assertCleanConsole();
  });

  it('the date calendar moves to the next month and switches to the year view', async () => {
    await open('/x/react-date-pickers/date-calendar');
    const calendar = demo('DateCalendarBasic');
    await calendar.getByText('Showing: August 2024').waitFor();

    await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar.getByText('Showing: September 2024').waitFor();
    // The grid itself changed: September has no 31st.
    const thirtyFirst = calendar.getByRole('gridcell', { name: '31', exact: true });
    await until(async () => (await thirtyFirst.count()) === 0, 'the August grid to slide out');
    // The day grid is labelled by the month shown in the header.
    await calendar.getByRole('grid', { name: 'September 2024' }).waitFor();
    // Moving the month does not change the selected date.
    await calendar.getByText('Selected: August 15, 2024').waitFor();

    await calendar.getByRole('button', { name: 'calendar view is open, switch to year view' }).click();
    const year = calendar.getByRole('radio', { name: '2027' });
    await year.click();
    // Choosing a year selects the same day in that year and returns to the day grid.
    await calendar.getByText('Selected: August 15, 2027').waitFor();
    await calendar.getByText('Showing: August 2027').waitFor();
    // The old month slides out for a moment; then one grid is left, with the 15th selected.
    const fifteenth = calendar.getByRole('gridcell', { name: '15', exact: true });
    await until(async () => (await fifteenth.count()) === 1, 'the year change transition to end');
    assert.equal(await fifteenth.getAttribute('aria-selected'), 'true');
    await calendar.getByRole('grid', { name: 'August 2027' }).waitFor();
    assertCleanConsole();
  });

  it('the date field page renders its demos without console errors', async () => {
    await open('/x/react-date-pickers/date-field');
    const field = demo('DateFieldBasic').getByRole('textbox', { name: 'Invoice date' });
    assert.equal(await field.inputValue(), '08/15/2024');
    await demo('DateFieldFormats').getByText('Shared value: 2024-08-05').waitFor();
    assert.equal(
      await demo('DateFieldFormats').getByRole('textbox', { name: 'Month name' }).inputValue(),
      'August 05, 2024',
    );
    assertCleanConsole();
  });
});
