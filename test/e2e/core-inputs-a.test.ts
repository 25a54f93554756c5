/** A reader picks options in the Autocomplete demos and chooses an action from the Button Group's split button. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';

describe('core inputs: autocomplete and button group demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('the combo box selects an option with the keyboard and with a click, skipping sold-out ones', async () => {
    const demo = await reader.openDemo('/components/autocomplete', 'AutocompleteComboBox');
    const page = reader.page;
    const input = demo.getByRole('combobox', { name: 'Destination' });
    await demo.getByText('Selected: none').waitFor();

    // Typing filters the list, which opens in a popup outside the demo's region.
    await input.pressSequentially('pa');
    const listbox = page.getByRole('listbox', { name: 'Destination' });
    await listbox.waitFor();
    assert.deepEqual(await listbox.getByRole('option').allInnerTexts(), ['Paris (CDG)']);
    assert.equal(await input.getAttribute('aria-expanded'), 'true');

    await input.press('ArrowDown');
    await input.press('Enter');
    await demo.getByText('Selected: Paris, airport CDG').waitFor();
    assert.equal(await input.inputValue(), 'Paris (CDG)');
    await listbox.waitFor({ state: 'hidden' });

    // Open the full list with the arrow button and pick another city with the mouse.
    await demo.getByRole('button', { name: 'Open', exact: true }).click();
    await listbox.waitFor();
    // The current value is marked selected; a sold-out city is listed but disabled.
    assert.equal(await listbox.getByRole('option', { name: 'Paris (CDG)' }).getAttribute('aria-selected'), 'true');
    assert.equal(await listbox.getByRole('option', { name: 'Vienna (VIE)' }).getAttribute('aria-disabled'), 'true');
    await listbox.getByRole('option', { name: 'Tokyo (HND)' }).click();
    await demo.getByText('Selected: Tokyo, airport HND').waitFor();
    assert.equal(await input.inputValue(), 'Tokyo (HND)');
  });

  it('the controlled demo reports value and inputValue separately', async () => {
    const demo = await reader.openDemo('/components/autocomplete', 'AutocompleteControlledStates');
    const input = demo.getByRole('combobox', { name: 'Instrument' });
    await demo.getByText("value: 'Viola'", { exact: true }).waitFor();
    assert.equal(await input.inputValue(), 'Viola');
    // Emptying the input clears the value; typing again changes only the input value.
    await input.fill('');
    await demo.getByText('value: null', { exact: true }).waitFor();
    await input.pressSequentially('cl');
    await demo.getByText("inputValue: 'cl'", { exact: true }).waitFor();
    await demo.getByText('value: null', { exact: true }).waitFor();
    await reader.page.getByRole('listbox', { name: 'Instrument' }).getByRole('option', { name: 'Clarinet' }).click();
    await demo.getByText("value: 'Clarinet'", { exact: true }).waitFor();
    await demo.getByText("inputValue: 'Clarinet'", { exact: true }).waitFor();
  });

  it('the split button runs its action, opens its menu and switches to the chosen item', async () => {
    const demo = await reader.openDemo('/components/button-group', 'ButtonGroupSplit');
    const page = reader.page;
    await demo.getByText('Strategy: Squash and merge. Nothing merged yet.').waitFor();

    await demo.getByRole('button', { name: 'Squash and merge' }).click();
    await demo.getByText('Merged with: Squash and merge').waitFor();

    const toggle = demo.getByRole('button', { name: 'Choose a merge strategy' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    const menu = page.getByRole('menu', { name: 'Merge strategies' });
    await menu.waitFor();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    assert.equal(await menu.getByRole('menuitem', { name: 'Rebase and merge' }).getAttribute('aria-disabled'), 'true');
    await menu.getByRole('menuitem', { name: 'Create a merge commit' }).click();
    await menu.waitFor({ state: 'hidden' });
    await demo.getByText('Strategy: Create a merge commit.').waitFor();

    // The main button now runs the chosen strategy.
    await demo.getByRole('button', { name: 'Create a merge commit' }).click();
    await demo.getByText('Merged with: Create a merge commit').waitFor();

    // With the keyboard: Enter opens the menu on the selected item, ArrowDown moves, Enter chooses.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'hidden' });
    await demo.getByText('Strategy: Squash and merge.').waitFor();
    // Focus went back to the arrow button.
    assert.equal(await toggle.evaluate((element) => element === document.activeElement), true);
  });
});
