/** A reader drives the navigation components with the keyboard: a Menu, Tabs and a Stepper. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

/** Whether the element has the keyboard focus. */
const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === element.ownerDocument.activeElement);

describe('navigation component demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('a menu opens from its button with the keyboard, takes an arrow-key choice and gives the focus back', async () => {
    const demo = await reader.openDemo('/components/menus', 'MenuBasic');
    const page = reader.page;
    const button = demo.getByRole('button', { name: 'Export report' });
    await demo.getByText('Exported as: nothing yet').waitFor();
    assert.equal(await button.getAttribute('aria-haspopup'), 'true');
    assert.equal(await button.getAttribute('aria-expanded'), null);

    await button.focus();
    await page.keyboard.press('Enter');
    // While the menu is open, the page behind it (the demo and its button) is hidden from assistive technology.
    const hiddenButton = page.getByRole('button', { name: 'Export report', includeHidden: true });
    // The menu renders in a portal, outside the demo's region, named after its button.
    const menu = page.getByRole('menu', { name: 'Export report' });
    await menu.waitFor();
    assert.equal(await hiddenButton.getAttribute('aria-expanded'), 'true');
    // aria-controls names the menu's popover, which holds the list.
    const controls = await hiddenButton.getAttribute('aria-controls');
    assert.ok(controls);
    assert.ok(await menu.evaluate((list, id) => list.closest(`[id="${id}"]`) !== null, controls));
    const first = menu.getByRole('menuitem', { name: 'PDF document' });
    await until(() => isFocused(first), 'the first item to take the focus');

    await page.keyboard.press('ArrowDown');
    const second = menu.getByRole('menuitem', { name: 'CSV spreadsheet' });
    await until(() => isFocused(second), 'ArrowDown to move to the second item');
    await page.keyboard.press('Enter');

    await menu.waitFor({ state: 'hidden' });
    await demo.getByText('Exported as: CSV spreadsheet').waitFor();
    await until(() => isFocused(button), 'the focus to return to the button');
    assert.equal(await button.getAttribute('aria-expanded'), null);
  });

  it('tabs switch with ArrowRight and ArrowLeft and show the matching panel', async () => {
    const demo = await reader.openDemo('/components/tabs', 'TabsBasic');
    const overview = demo.getByRole('tab', { name: 'Overview' });
    const itinerary = demo.getByRole('tab', { name: 'Itinerary' });
    const gear = demo.getByRole('tab', { name: 'Gear' });
    const panel = demo.getByRole('tabpanel');
    assert.equal(await overview.getAttribute('aria-selected'), 'true');
    assert.equal(await panel.getAttribute('aria-labelledby'), await overview.getAttribute('id'));
    await panel.getByText(/two-day trail/).waitFor();

    await overview.focus();
    await reader.page.keyboard.press('ArrowRight');
    await until(async () => (await itinerary.getAttribute('aria-selected')) === 'true', 'Itinerary to be selected');
    assert.equal(await overview.getAttribute('aria-selected'), 'false');
    assert.ok(await isFocused(itinerary));
    // One panel is shown: the one the selected tab controls.
    assert.equal(await panel.count(), 1);
    assert.equal(await panel.getAttribute('id'), await itinerary.getAttribute('aria-controls'));
    await panel.getByText(/Day one climbs/).waitFor();

    await reader.page.keyboard.press('ArrowLeft');
    await until(async () => (await overview.getAttribute('aria-selected')) === 'true', 'Overview to be selected again');
    await panel.getByText(/two-day trail/).waitFor();
    // ArrowLeft on the first tab wraps around to the last one.
    await reader.page.keyboard.press('ArrowLeft');
    await until(async () => (await gear.getAttribute('aria-selected')) === 'true', 'Gear to be selected');
    await panel.getByText(/Boots with a good grip/).waitFor();
  });

  it('a linear stepper advances with Next and Skip and reads out the active step', async () => {
    const demo = await reader.openDemo('/components/steppers', 'StepperLinear');
    const back = demo.getByRole('button', { name: 'Back' });
    await demo.getByText('Step 1 of 3: Pick a plan').waitFor();
    assert.ok(await back.isDisabled());

    await demo.getByRole('button', { name: 'Next' }).click();
    await demo.getByText('Step 2 of 3: Invite team').waitFor();
    assert.ok(await back.isEnabled());

    // The optional second step offers Skip; the others do not.
    await demo.getByRole('button', { name: 'Skip' }).click();
    await demo.getByText('Step 3 of 3: Pay').waitFor();
    assert.equal(await demo.getByRole('button', { name: 'Skip' }).count(), 0);

    await demo.getByRole('button', { name: 'Finish' }).click();
    await demo.getByText('All steps done (invitations skipped).').waitFor();
    await demo.getByRole('button', { name: 'Reset', exact: true }).click();
    await demo.getByText('Step 1 of 3: Pick a plan').waitFor();
  });
});
