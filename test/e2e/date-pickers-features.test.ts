/**
 * The pickers' validation, lifecycle and shortcuts pages, driven on their live demos as a reader would:
 * typing dates that break a rule shows the error state and the message a form displays, the callback
 * log follows a selection, and shortcuts set the value.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { openCalendar } from '../support/pickers';

/** Opens a page and waits for one of its demos to be on screen. */
/** Replaces the whole value of a picker field by typing its digits, as a keyboard user would. */
async function typeIntoField(page: Page, field: Locator, digits: string): Promise<void> {
  await field.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(digits);
}

/** The text of the element that describes a field (its helper text), as assistive technology reads it. */
async function description(page: Page, field: Locator): Promise<string> {
  const id = await field.getAttribute('aria-describedby');
  assert.ok(id, 'the field is described by its helper text');
  return (await page.locator(`[id="${id}"]`).innerText()).trim();
}

describe('date pickers validation, lifecycle and shortcuts demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('flags a date before minDate and a closed weekend day, with the message a form shows', async () => {
    const demo = await reader.openDemo('/x/react-date-pickers/validation', 'ValidationBookingDate');
    const page = reader.page;
    const field = demo.getByRole('textbox', { name: 'Booking date' });
    assert.equal(await field.getAttribute('aria-invalid'), 'false');
    assert.equal(await description(page, field), 'Weekdays from August 1 to September 30, 2024.');

    await typeIntoField(page, field, '07312024');
    await demo.getByText('Error: minDate').waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    assert.equal(await description(page, field), 'Bookings open on August 1, 2024.');

    await typeIntoField(page, field, '08172024');
    await demo.getByText('Error: shouldDisableDate').waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    assert.equal(await description(page, field), 'The workshop is closed on weekends.');

    await typeIntoField(page, field, '08192024');
    await demo.getByText('Selected: Monday, August 19, 2024').waitFor();
    await demo.getByText('Error: none').waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'false');

    // The calendar offers no weekend day: August 17, 2024 is a Saturday.
    const calendar = await openCalendar(page, demo.getByRole('button', { name: /^Choose date/ }));
    await calendar.getByRole('gridcell', { name: '16' }).waitFor();
    assert.equal(await calendar.getByRole('gridcell', { name: '17' }).isDisabled(), true);
    assert.equal(await calendar.getByRole('gridcell', { name: '16' }).isDisabled(), false);
  });

  it('logs onOpen, onChange, onAccept and onClose for a click in the calendar', async () => {
    const demo = await reader.openDemo('/x/react-date-pickers/lifecycle', 'LifecycleEventLog');
    const page = reader.page;
    const log = demo.getByRole('list', { name: 'Callback log' });
    await log.getByText('No callback yet').waitFor();

    await (
      await openCalendar(page, demo.getByRole('button', { name: /^Choose date/ }))
    )
      .getByRole('gridcell', { name: '20' })
      .click();
    await demo.getByText('Value: 2024-08-20').waitFor();
    // Newest first.
    assert.deepEqual(await log.getByRole('listitem').allInnerTexts(), [
      'onClose',
      'onAccept (2024-08-20, validationError: null)',
      'onChange (2024-08-20, validationError: null)',
      'onOpen',
    ]);

    // Typing a year digit by digit: each digit completes a date, so onChange fires for each; onAccept never.
    await demo.getByRole('button', { name: 'Clear the log' }).click();
    await log.getByText('No callback yet').waitFor();
    await demo.getByRole('textbox', { name: 'Event date' }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('2025');
    await demo.getByText('Value: 2025-08-20').waitFor();
    // "2" makes an invalid date, "20" keeps it invalid (no call), "202" is the year 202, "2025" the answer.
    assert.deepEqual(await log.getByRole('listitem').allInnerTexts(), [
      'onChange (2025-08-20, validationError: null)',
      'onChange (0202-08-20, validationError: minDate)',
      'onChange (Invalid Date, validationError: invalidDate)',
    ]);

    const drafts = await reader.openDemo('/x/react-date-pickers/lifecycle', 'LifecycleDraftAndSaved');
    const dialog = await openCalendar(reader.page, drafts.getByRole('button', { name: /^Choose date/ }));
    await dialog.getByRole('gridcell', { name: '22' }).click();
    await drafts.getByText('Draft (onChange): August 22, 2024').waitFor();
    await drafts.getByText('Saved (onAccept): August 15, 2024').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await drafts.getByText('Saved (onAccept): August 22, 2024').waitFor();
  });

  it('sets the value from a shortcut and disables a shortcut that breaks minDate', async () => {
    const demo = await reader.openDemo('/x/react-date-pickers/shortcuts', 'ShortcutsStaticDate');
    await demo.getByText('Due date: Thursday, August 15, 2024').waitFor();
    assert.equal(await demo.getByRole('button', { name: 'Last week' }).isDisabled(), true);

    await demo.getByRole('button', { name: 'Next Monday' }).click();
    await demo.getByText('Due date: Monday, August 19, 2024').waitFor();
    assert.equal(await demo.getByRole('gridcell', { name: '19' }).getAttribute('aria-selected'), 'true');

    await demo.getByRole('button', { name: 'Reset', exact: true }).click();
    await demo.getByText('Due date: not set').waitFor();
  });

  it('sets a range from a shortcut and keeps the popover open with changeImportance "set"', async () => {
    const demo = await reader.openDemo('/x/react-date-pickers/shortcuts', 'ShortcutsDateRange');
    await demo.getByRole('textbox', { name: 'Report start' }).click();
    // The range picker's popover has the tooltip role in 7.14.0.
    const popover = reader.page.getByRole('tooltip');
    await popover.getByRole('button', { name: 'Last 7 days' }).click();
    await demo.getByText('Report period: Aug 9, 2024 – Aug 15, 2024 (shortcut: Last 7 days)').waitFor();
    assert.equal(await popover.isVisible(), true);
  });
});
