/**
 * The pickers basics pages (fields, accessibility) carry field demos that a reader edits with the
 * keyboard alone: typing a date section by section, and adjusting a section with the arrow keys.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { focusField } from '../support/pickers';
import { until } from '../support/until';

/** The field's text without the invisible direction marks the pickers may add around sections. */
async function fieldText(field: Locator): Promise<string> {
  return (await field.inputValue()).replace(/[\u200e\u2066-\u2069]/g, '');
}

describe('date pickers basics demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('types a full date into the DateField, month then day then year, and the readout shows it', async () => {
    const page = await reader.open('/x/react-date-pickers/fields');
    const demo = page.getByRole('region', { name: 'Demo: FieldsDateFieldTyping' });
    await demo.getByText('Project start: empty').waitFor();
    const field = demo.getByRole('textbox', { name: 'Project start' });
    await focusField(field);
    assert.equal(await fieldText(field), 'MM/DD/YYYY');

    await page.keyboard.type('08');
    await until(async () => (await fieldText(field)) === '08/DD/YYYY', 'the month to be filled');
    await page.keyboard.type('15');
    await until(async () => (await fieldText(field)) === '08/15/YYYY', 'the day to be filled');
    // Two sections filled: the value exists but is not a valid date yet.
    await demo.getByText('Project start: incomplete date').waitFor();
    await page.keyboard.type('2024');

    await demo.getByText('Project start: Thursday, August 15, 2024').waitFor();
    assert.equal(await fieldText(field), '08/15/2024');
    assert.equal(await field.getAttribute('aria-invalid'), 'false');
  });

  it('changes the selected section with the arrow keys, wrapping at the limits', async () => {
    const page = await reader.open('/x/react-date-pickers/accessibility');
    const demo = page.getByRole('region', { name: 'Demo: PickersAccessibilityKeyboard' });
    const readout = demo.getByRole('status');
    await readout.filter({ hasText: 'Renewal: August 15, 2024' }).waitFor();
    const field = demo.getByRole('textbox', { name: 'Renewal date' });
    await focusField(field);

    // From any section, three steps left reach the month; one step right selects the day.
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await readout.filter({ hasText: 'Renewal: August 17, 2024' }).waitFor();
    assert.equal(await fieldText(field), '08/17/2024');

    // The year moves by five with PageDown.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('PageDown');
    await readout.filter({ hasText: 'Renewal: August 17, 2019' }).waitFor();

    // Eight steps down from August pass January and wrap around to December.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowDown');
    await readout.filter({ hasText: 'Renewal: December 17, 2019' }).waitFor();
    assert.equal(await fieldText(field), '12/17/2019');
  });
});
