/**
 * The localization pages of the pickers (translated components, date format and localization,
 * UTC and time zones, calendar systems) driven on their live demos as a reader would.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';

describe('date pickers localization demos', () => {
  const site = useServedSite();
  // A reader in Tokyo: the "your time zone" field must show Tokyo time.
  const reader = useReaderPage(site, { timezoneId: 'Asia/Tokyo' });

  const openDemo = (path: string, name: string): Promise<Locator> => reader.openDemo(path, name);
  const fieldValue = (demo: Locator, label: string): Promise<string> =>
    demo.getByRole('textbox', { name: label, exact: true }).inputValue();

  it('switching the language changes the month names, the field format and the translated texts', async () => {
    const demo = await openDemo('/x/react-date-pickers/localization', 'LocalizationLanguageSwitch');
    const calendar = demo.getByRole('grid');
    await demo.getByText('August 2024', { exact: true }).waitFor();
    await demo.getByRole('button', { name: 'Previous month' }).waitFor();
    assert.equal(await fieldValue(demo, 'Start date'), '08/15/2024');

    await demo.getByRole('button', { name: 'Deutsch' }).click();
    await demo.getByRole('button', { name: 'Letzter Monat' }).waitFor();
    await demo.getByText('August 2024', { exact: true }).waitFor();
    assert.equal(await fieldValue(demo, 'Startdatum'), '15.08.2024');
    // German weeks start on Monday.
    assert.equal(
      (await calendar.getByRole('columnheader').first().getAttribute('aria-label'))?.toLowerCase(),
      'montag',
    );

    await demo.getByRole('button', { name: 'Français' }).click();
    await demo.getByText('août 2024', { exact: true }).waitFor();
    await demo.getByRole('button', { name: 'Mois précédent' }).waitFor();
    assert.equal(await fieldValue(demo, 'Date de début'), '15/08/2024');

    await demo.getByRole('button', { name: '日本語' }).click();
    await demo.getByText('8月 2024', { exact: true }).waitFor();
    assert.equal(await fieldValue(demo, '開始日'), '2024/08/15');

    await demo.getByRole('button', { name: '简体中文' }).click();
    await demo.getByText('八月 2024', { exact: true }).waitFor();
    await demo.getByRole('button', { name: '上个月' }).waitFor();

    // The value itself never changed; picking a day updates it.
    await calendar.getByRole('gridcell', { name: '20' }).click();
    await demo.getByText('Selected: 2024-08-20').waitFor();
    assert.equal(await demo.getByRole('button', { name: '简体中文' }).getAttribute('aria-pressed'), 'true');
  });

  it('a picker uses the provider texts and its own toolbar title', async () => {
    const demo = await openDemo('/x/react-date-pickers/localization', 'LocalizationCustomTexts');
    await demo.getByText('Check-in day').waitFor();
    await demo.getByText('Booked: nothing yet').waitFor();
    await demo.getByRole('gridcell', { name: '20' }).click();
    await demo.getByRole('button', { name: 'Book this day' }).click();
    await demo.getByText('Booked: Tue, Aug 20, 2024').waitFor();
    await demo.getByRole('button', { name: 'Start over' }).click();
    await demo.getByText('Booked: nothing yet').waitFor();
  });

  it('each adapter formats the same day in German, and the format prop rewrites the field', async () => {
    const libraries = await openDemo('/x/react-date-pickers/adapters-locale', 'AdapterLibrariesSideBySide');
    assert.equal(await fieldValue(libraries, 'Day.js'), '15.08.2024');
    assert.equal(await fieldValue(libraries, 'date-fns 3'), '15.08.2024');
    assert.equal(await fieldValue(libraries, 'Moment'), '15.08.2024');
    assert.match(await fieldValue(libraries, 'Luxon'), /^15\.0?8\.2024$/);
    assert.equal(await libraries.getByText('2024-08-15').count(), 4);

    const formats = reader.page.getByRole('region', { name: 'Demo: AdapterFormatProps' });
    assert.equal(await fieldValue(formats, 'Due date'), '08/15/2024');
    await formats.getByRole('combobox', { name: 'format', exact: true }).selectOption('YYYY-MM-DD');
    assert.equal(await fieldValue(formats, 'Due date'), '2024-08-15');
    await formats.getByRole('combobox', { name: 'formatDensity' }).selectOption('spacious');
    assert.equal(await fieldValue(formats, 'Due date'), '2024 - 08 - 15');
    await formats.getByText('Stored value: 2024-08-15').waitFor();
  });

  it('shows one instant in UTC, New York and the reader zone, and onChange keeps UTC', async () => {
    const same = await openDemo('/x/react-date-pickers/timezone', 'TimezoneSameInstant');
    assert.equal(await fieldValue(same, 'UTC'), '08/15/2024 02:30 PM');
    assert.equal(await fieldValue(same, 'New York'), '08/15/2024 10:30 AM');
    // Rendered after mount only, in the reader's zone (Asia/Tokyo, UTC+9).
    assert.equal(await fieldValue(same, 'Your time zone (Asia/Tokyo)'), '08/15/2024 11:30 PM');
    await same.getByText('Stored instant: 2024-08-15T14:30:00.000Z').waitFor();

    const display = reader.page.getByRole('region', { name: 'Demo: TimezoneDisplayZone' });
    assert.equal(await fieldValue(display, 'Webinar start'), '08/15/2024 10:30');
    await display.getByRole('combobox', { name: 'timezone' }).selectOption('Asia/Tokyo');
    assert.equal(await fieldValue(display, 'Webinar start'), '08/15/2024 23:30');
    await display.getByText('onChange returns (UTC): 2024-08-15 14:30 UTC').waitFor();
  });

  it('shows the Hijri and the Jalali calendars for 15 August 2024', async () => {
    const hijri = await openDemo('/x/react-date-pickers/calendar-systems', 'CalendarSystemsHijri');
    await hijri.getByText('Selected: 11 Safar 1446 AH (2024-08-15)').waitFor();
    await hijri.getByText('صفر ١٤٤٦', { exact: true }).waitFor();

    const jalaali = reader.page.getByRole('region', { name: 'Demo: CalendarSystemsJalaali' });
    await jalaali.getByText('Selected: 1403/05/25 SH (2024-08-15)').waitFor();
    await jalaali.getByText(/^مرداد 1403$/).waitFor();
    await jalaali.getByRole('gridcell', { name: '26' }).click();
    await jalaali.getByText('Selected: 1403/05/26 SH (2024-08-16)').waitFor();
  });
});
