/**
 * The pickers' customization pages, driven on their live demos as a reader would: the playground's
 * controls change the picker and the generated code, and customized opening buttons and fields still
 * open their pickers.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { openCalendar } from '../support/pickers';

describe('date pickers customization demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  const openDemo = (path: string, name: string): Promise<Locator> => reader.openDemo(path, name);

  it('the playground updates the picker and the code when a prop is toggled', async () => {
    const demo = await openDemo('/x/react-date-pickers/playground', 'PickersPlayground');
    const code = demo.getByRole('figure');
    const field = demo.getByRole('textbox', { name: 'Date', exact: true });
    await code.waitFor();
    assert.match(await code.innerText(), /<DesktopDatePicker\n/);
    assert.doesNotMatch(await code.innerText(), /disabled/);
    assert.equal(await field.isDisabled(), false);

    await demo.getByLabel('disabled', { exact: true }).check();
    assert.match(await code.innerText(), /^\s+disabled$/m);
    assert.equal(await field.isDisabled(), true);
    assert.equal(await demo.getByRole('button', { name: /^Choose date/ }).isDisabled(), true);

    await demo.getByLabel('disabled', { exact: true }).uncheck();
    await demo.getByLabel('Variant').selectOption('static');
    assert.match(await code.innerText(), /<StaticDatePicker\n/);
    await demo.getByRole('grid').waitFor();
    assert.equal(await field.count(), 0, 'the static variant has no field');

    await demo.getByLabel('displayWeekNumber', { exact: true }).check();
    assert.match(await code.innerText(), /^\s+displayWeekNumber$/m);
    await demo.getByRole('rowheader').first().waitFor();
  });

  it('a replaced opening button still opens its calendar and sets the value', async () => {
    const demo = await openDemo('/x/react-date-pickers/custom-opening-button', 'OpeningButtonCustom');
    await demo.getByText('Invoice date: 2024-08-15').waitFor();
    await demo.getByRole('button', { name: 'Choose date, selected date is Aug 15, 2024' }).click();
    const calendar = reader.page.getByRole('dialog');
    await calendar.getByRole('gridcell', { name: '20', exact: true }).click();
    await demo.getByText('Invoice date: 2024-08-20').waitFor();
  });

  it('the button field opens the picker and shows the picked date', async () => {
    const demo = await openDemo('/x/react-date-pickers/custom-field', 'CustomFieldButton');
    await demo.getByRole('button', { name: 'Pick a date: Aug 15, 2024' }).click();
    await reader.page.getByRole('dialog').getByRole('gridcell', { name: '22', exact: true }).click();
    await demo.getByText('Selected: 2024-08-22').waitFor();
    await demo.getByRole('button', { name: 'Pick a date: Aug 22, 2024' }).waitFor();
  });

  it('the autocomplete field offers only the show dates, and its calendar agrees', async () => {
    const demo = await openDemo('/x/react-date-pickers/custom-field', 'CustomFieldAutocomplete');
    const input = demo.getByRole('combobox', { name: 'Performance' });
    await demo.getByText('Booked: 2024-09-06').waitFor();
    assert.equal(await input.inputValue(), 'Fri, Sep 6');

    // The list: typing filters the allowed dates, the keyboard chooses one.
    await input.fill('');
    await input.pressSequentially('Sep 2');
    const listbox = reader.page.getByRole('listbox', { name: 'Performance' });
    await listbox.waitFor();
    assert.deepEqual(await listbox.getByRole('option').allInnerTexts(), ['Fri, Sep 20', 'Sat, Sep 21']);
    await input.press('ArrowDown');
    await input.press('Enter');
    await demo.getByText('Booked: 2024-09-20').waitFor();

    // The picker's own button is still there: its calendar disables every day without a show.
    const calendar = await openCalendar(reader.page, demo.getByRole('button', { name: /^Choose date/ }));
    assert.equal(await calendar.getByRole('gridcell', { name: '14', exact: true }).isDisabled(), true);
    await calendar.getByRole('gridcell', { name: '13', exact: true }).click();
    await demo.getByText('Booked: 2024-09-13').waitFor();
    assert.equal(await input.inputValue(), 'Fri, Sep 13');
  });
});
