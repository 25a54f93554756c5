/**
 * The time pages of the pickers section, driven on their live demos as a reader would: a time chosen
 * with the mouse in a Digital Clock and in a Time Picker's popup, and a time typed into a Time Field.
 * Each readout below a demo must follow the component.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { focusField } from '../support/pickers';

describe('time pickers, clocks and fields', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  const openDemo = (path: string, name: string): Promise<Locator> => reader.openDemo(path, name);

  it('a click on a Digital Clock option selects that time', async () => {
    const demo = await openDemo('/x/react-date-pickers/digital-clock', 'DigitalClockBasic');
    await demo.getByText('Selected: 9:00 AM').waitFor();
    const option = demo.getByRole('option', { name: '10:30 AM', exact: true });
    assert.equal(await option.getAttribute('aria-selected'), 'false');
    await option.click();
    await demo.getByText('Selected: 10:30 AM').waitFor();
    assert.equal(await option.getAttribute('aria-selected'), 'true');
    assert.equal(
      await demo.getByRole('option', { name: '09:00 AM', exact: true }).getAttribute('aria-selected'),
      'false',
    );
  });

  it('a time picked in the Time Picker popup fills the field and the readout', async () => {
    const demo = await openDemo('/x/react-date-pickers/time-picker', 'TimePickerSteps');
    const page = reader.page;
    const field = demo.getByRole('textbox', { name: 'Half-hour slot' });
    assert.equal(await field.inputValue(), '14:00');
    await demo.getByRole('button', { name: 'Choose time, selected time is 2:00 PM' }).click();
    // Half-hour steps fit the threshold of 48, so the popup is a single list of complete times.
    const list = page.getByRole('listbox', { name: 'Select time' });
    await list.getByRole('option', { name: '15:30', exact: true }).click();
    await list.waitFor({ state: 'hidden' });
    await demo.getByText('Slot: 15:30').waitFor();
    assert.equal(await field.inputValue(), '15:30');
  });

  it('digits and a letter typed into a Time Field become the value', async () => {
    const demo = await openDemo('/x/react-date-pickers/time-field', 'TimeFieldBasic');
    await demo.getByText('Shift: 08:15 to no end').waitFor();
    const end = demo.getByRole('textbox', { name: 'Shift end' });
    await focusField(end);
    await reader.page.keyboard.press('Home');
    await reader.page.keyboard.type('0530p');
    await demo.getByText('Shift: 08:15 to 17:30').waitFor();
    assert.equal(await end.inputValue(), '05:30 PM');
  });
});
