/**
 * A reader enters a wrong ZIP code and is told why, chooses a destination in a Select with the keyboard,
 * and moves an item across the transfer list.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';

/** The text of the elements that `aria-describedby` names: what a screen reader reads as the description. */
async function accessibleDescription(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}

describe('text field, select and transfer list demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('the validation demo marks a wrong ZIP code invalid and describes the problem', async () => {
    const demo = await reader.openDemo('/components/text-fields', 'TextFieldValidation');
    const field = demo.getByRole('textbox', { name: 'ZIP code' });
    assert.equal(await field.getAttribute('aria-invalid'), 'false');
    assert.equal(await accessibleDescription(field), 'Five digits, for example 02139.');

    await field.fill('02A39');
    await demo.getByText('Status: invalid').waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    assert.match(await accessibleDescription(field), /^Use digits only/);

    // A value that is too short is an error only once the reader leaves the field.
    await field.fill('021');
    await demo.getByText('Status: typing').waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'false');
    await field.press('Tab');
    await demo.getByText('Status: invalid').waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    assert.equal(await accessibleDescription(field), 'A ZIP code has 5 digits; this one has 3.');

    await field.fill('02139');
    await demo.getByText('Status: valid').waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'false');
  });

  it('a destination is chosen in the Select with the arrow keys and Enter', async () => {
    const demo = await reader.openDemo('/components/selects', 'SelectBasic');
    const page = reader.page;
    await demo.getByText('Selected: Paris').waitFor();
    const select = demo.getByRole('combobox', { name: 'Destination' });

    await select.focus();
    await page.keyboard.press('ArrowDown');
    // The list opens in a popover outside the demo, named by the same label.
    const listbox = page.getByRole('listbox', { name: 'Destination' });
    await listbox.waitFor();
    const paris = listbox.getByRole('option', { name: 'Paris' });
    assert.equal(await paris.getAttribute('aria-selected'), 'true');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Paris');

    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Nairobi');
    await page.keyboard.press('Enter');

    await listbox.waitFor({ state: 'hidden' });
    await demo.getByText('Selected: Nairobi').waitFor();
    assert.equal(await select.textContent(), 'Nairobi');
    // The focus is back on the field.
    assert.equal(await select.evaluate((element) => element === document.activeElement), true);
  });

  it('a checked item moves from the available list to the basket', async () => {
    const demo = await reader.openDemo('/components/transfer-list', 'TransferListBasic');
    const available = demo.getByRole('list', { name: /^Available/ });
    const basket = demo.getByRole('list', { name: /^Basket/ });
    const moveSelected = demo.getByRole('button', { name: 'Move selected to Basket' });
    assert.equal(await moveSelected.isDisabled(), true);
    assert.equal(await basket.getByRole('checkbox', { name: 'Banana' }).count(), 0);

    await available.getByRole('checkbox', { name: 'Banana' }).check();
    assert.equal(await moveSelected.isEnabled(), true);
    await moveSelected.click();

    await demo.getByText('In the basket: Elderberry, Fig, Banana').waitFor();
    assert.equal(await available.getByRole('checkbox', { name: 'Banana' }).count(), 0);
    const moved = basket.getByRole('checkbox', { name: 'Banana' });
    assert.equal(await moved.count(), 1);
    // Moving clears the check, so the next move starts from nothing selected.
    assert.equal(await moved.isChecked(), false);
    assert.equal(await moveSelected.isDisabled(), true);
  });
});
