/**
 * The Date Range Picker page's first demo, driven as a reader would: open the calendars from the
 * check-in field, click a start day and an end day, and read the new range in both fields and in the
 * summary line below them.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';

describe('Date range picker demo', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('picks a start and an end day with the mouse and shows them in the fields and the summary', async () => {
    const page = await reader.open('/x/react-date-pickers/date-range-picker');
    const demo = page.getByRole('region', { name: 'Demo: DateRangePickerStay' });
    const checkIn = demo.getByRole('textbox', { name: 'Check-in' });
    const checkOut = demo.getByRole('textbox', { name: 'Check-out' });

    // The server-rendered starting range: August 15 to 18, 2024.
    assert.equal(await checkIn.inputValue(), '08/15/2024');
    assert.equal(await checkOut.inputValue(), '08/18/2024');
    await demo.getByText('Aug 15, 2024 to Aug 18, 2024 (3 nights)').waitFor();

    await checkIn.click();
    // The desktop range popover is a `tooltip`: focus stays in the fields while the calendars are open.
    const popup = page.getByRole('tooltip');
    const august = popup.getByRole('grid', { name: 'August 2024' });
    await august.waitFor();
    // Two months side by side on desktop.
    await popup.getByRole('grid', { name: 'September 2024' }).waitFor();

    await august.getByRole('gridcell', { name: '20', exact: true }).click();
    await august.getByRole('gridcell', { name: '27', exact: true }).click();

    // Both ends set: the desktop popover closes and every readout follows.
    await popup.waitFor({ state: 'detached' });
    assert.equal(await checkIn.inputValue(), '08/20/2024');
    assert.equal(await checkOut.inputValue(), '08/27/2024');
    await demo.getByText('Aug 20, 2024 to Aug 27, 2024 (7 nights)').waitFor();
  });
});
