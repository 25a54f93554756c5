/**
 * A keyboard reader opens the overlay demos (Dialog, Snackbar, Tooltip, Popover, Modal): the focus moves
 * into the overlays that take it, stays inside, and comes back to the opening button on Escape; a snackbar
 * leaves the focus where it is and goes away; a tooltip follows the keyboard focus.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

/** Whether the element has the keyboard focus. */
const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === element.ownerDocument.activeElement);

/** Whether the keyboard focus is on the element or inside it. */
const holdsFocus = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element.contains(element.ownerDocument.activeElement));

/** While a modal is open, the page behind it is hidden from assistive technology: find its button anyway. */
const buttonBehind = (page: Page, name: string): Locator =>
  page.getByRole('button', { name, exact: true, includeHidden: true });

describe('overlay component demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('a confirmation dialog opens with Enter, focuses its safe answer, closes on Escape and gives the focus back', async () => {
    const demo = await reader.openDemo('/components/dialogs', 'DialogConfirm');
    const page = reader.page;
    await demo.getByText('The draft "Spring newsletter" is saved.').waitFor();
    const opener = buttonBehind(page, 'Discard draft');

    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Discard this draft?' });
    await dialog.waitFor();
    // aria-describedby names the explanation, so a screen reader reads it with the title.
    const describedBy = await dialog.getAttribute('aria-describedby');
    assert.ok(describedBy);
    assert.match(await page.locator(`[id="${describedBy}"]`).innerText(), /cannot be undone/);
    const keep = dialog.getByRole('button', { name: 'Keep draft' });
    await until(() => isFocused(keep), 'the safe answer to take the focus');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await until(() => isFocused(opener), 'the focus to return to the opening button after Escape');
    await demo.getByText('The draft "Spring newsletter" is saved.').waitFor();

    // Open again and confirm with the keyboard: the result shows and the focus is back on the button.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await until(() => isFocused(keep), 'the safe answer to take the focus again');
    await page.keyboard.press('Tab');
    await until(() => isFocused(dialog.getByRole('button', { name: 'Discard', exact: true })), 'Tab to reach Discard');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await demo.getByText('The draft was discarded.').waitFor();
    await until(() => isFocused(opener), 'the focus to return to the opening button after the answer');
  });

  it('a form dialog takes the typed name on Enter and keeps the old one on Escape', async () => {
    const demo = await reader.openDemo('/components/dialogs', 'DialogForm');
    const page = reader.page;
    const opener = buttonBehind(page, 'Rename board');
    await demo.getByText('Board name: Roadmap 2026').waitFor();

    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Rename board' });
    await dialog.waitFor();
    const field = dialog.getByRole('textbox', { name: 'Board name' });
    await until(() => isFocused(field), 'the field to take the focus');
    assert.equal(await field.inputValue(), 'Roadmap 2026');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Roadmap Q3');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await demo.getByText('Board name: Roadmap 2026').waitFor();
    await until(() => isFocused(opener), 'the focus to return after Escape');

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await until(() => isFocused(field), 'the field to take the focus again');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Roadmap Q3');
    // Enter in the field submits the form the paper renders.
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await demo.getByText('Board name: Roadmap Q3').waitFor();
    await until(() => isFocused(opener), 'the focus to return after submitting');
  });

  it('a snackbar leaves the focus on its button, lets Tab reach its actions and closes from its close button', async () => {
    const demo = await reader.openDemo('/components/snackbars', 'SnackbarSimple');
    const page = reader.page;
    const opener = demo.getByRole('button', { name: 'Archive conversation' });
    await demo.getByText('Conversation: in the inbox').waitFor();

    await opener.focus();
    await page.keyboard.press('Enter');
    // SnackbarContent announces itself with the alert role; the focus does not move into it.
    const snackbar = demo.getByRole('alert').filter({ hasText: 'Conversation with Noor archived' });
    await snackbar.waitFor();
    await demo.getByText('Conversation: archived').waitFor();
    assert.ok(await isFocused(opener));

    // The snackbar follows its button in the document: Tab reaches its actions, and focus pauses the timer.
    await page.keyboard.press('Tab');
    await until(() => isFocused(snackbar.getByRole('button', { name: 'Undo' })), 'Tab to reach Undo');
    await page.keyboard.press('Tab');
    const close = snackbar.getByRole('button', { name: 'Close' });
    await until(() => isFocused(close), 'Tab to reach the close button');
    await page.keyboard.press('Enter');
    await snackbar.waitFor({ state: 'hidden' });
    await until(() => isFocused(opener), 'the focus to go back to the button that opened the snackbar');
    await demo.getByText('Conversation: archived').waitFor();

    // Undo closes it too and puts the conversation back.
    await page.keyboard.press('Enter');
    await snackbar.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await snackbar.waitFor({ state: 'hidden' });
    await demo.getByText('Conversation: in the inbox').waitFor();
  });

  it('a snackbar with a short autoHideDuration goes away by itself, and Escape closes one', async () => {
    const demo = await reader.openDemo('/components/snackbars', 'SnackbarTimer');
    const page = reader.page;
    const twoSeconds = demo.getByRole('button', { name: '2 s' });
    await twoSeconds.focus();
    await page.keyboard.press('Enter');
    await until(async () => (await twoSeconds.getAttribute('aria-pressed')) === 'true', '2 s to be chosen');

    const save = demo.getByRole('button', { name: 'Save settings' });
    await save.focus();
    await page.keyboard.press('Enter');
    const snackbar = demo.getByRole('alert').filter({ hasText: 'Settings saved' });
    await snackbar.waitFor();
    await snackbar.waitFor({ state: 'hidden', timeout: 10_000 });
    await demo.getByText('Closed by: timeout').waitFor();

    await page.keyboard.press('Enter');
    await snackbar.waitFor();
    await page.keyboard.press('Escape');
    await snackbar.waitFor({ state: 'hidden' });
    await demo.getByText('Closed by: escapeKeyDown').waitFor();
  });

  it('a tooltip appears when its button gets the keyboard focus and goes on Escape or blur', async () => {
    const demo = await reader.openDemo('/components/tooltips', 'TooltipBasic');
    const page = reader.page;
    const copy = demo.getByRole('button', { name: 'Copy link' });
    const share = demo.getByRole('button', { name: 'Share with your team' });
    const shareTip = page.getByRole('tooltip').filter({ hasText: 'Share with your team' });
    const trashTip = page.getByRole('tooltip').filter({ hasText: 'Move to trash' });

    await copy.focus();
    await page.keyboard.press('Tab');
    await until(() => isFocused(share), 'Tab to reach the share button');
    await shareTip.waitFor();
    assert.equal(await page.getByRole('tooltip').filter({ hasText: 'Copy link' }).count(), 0);

    await page.keyboard.press('Escape');
    await shareTip.waitFor({ state: 'hidden' });
    assert.ok(await isFocused(share), 'Escape hides the tooltip and leaves the focus where it is');

    await page.keyboard.press('Tab');
    await trashTip.waitFor();
    // Leaving the button with the keyboard hides its tooltip.
    await page.keyboard.press('Tab');
    await trashTip.waitFor({ state: 'hidden' });
  });

  it('with describeChild a tooltip describes its button, which keeps its own name', async () => {
    const demo = await reader.openDemo('/components/tooltips', 'TooltipPlacements');
    const page = reader.page;
    const arrow = demo.getByRole('switch', { name: 'Arrow' });
    const button = demo.getByRole('button', { name: 'Hover or focus me' });
    await arrow.focus();
    await page.keyboard.press('Tab');
    await until(() => isFocused(button), 'Tab to reach the button');
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'Placed top' });
    await tooltip.waitFor();
    const id = await tooltip.getAttribute('id');
    assert.ok(id);
    assert.equal(await button.getAttribute('aria-describedby'), id);
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'hidden' });
  });

  it('a popover takes the focus into its paper, traps Tab and gives the focus back on Escape', async () => {
    const demo = await reader.openDemo('/components/popover', 'PopoverBasic');
    const page = reader.page;
    const opener = buttonBehind(page, 'Delivery details');
    await demo.waitFor();

    await opener.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Delivery on Thursday' });
    await popover.waitFor();
    assert.equal(await opener.getAttribute('aria-expanded'), 'true');
    await until(() => isFocused(popover), 'the paper to take the focus');

    const gotIt = popover.getByRole('button', { name: 'Got it' });
    await page.keyboard.press('Tab');
    await until(() => isFocused(gotIt), 'Tab to reach the only button');
    await page.keyboard.press('Tab');
    await until(() => holdsFocus(popover), 'Tab to stay inside the popover');

    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'hidden' });
    await until(() => isFocused(opener), 'the focus to return to the button');
    assert.equal(await opener.getAttribute('aria-expanded'), null);
  });

  it('a modal traps Tab inside and Escape closes it with the focus back on its button', async () => {
    const demo = await reader.openDemo('/components/modal', 'ModalBasic');
    const page = reader.page;
    const opener = buttonBehind(page, 'Subscribe to updates');
    await demo.getByText('Not subscribed.').waitFor();

    await opener.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Release notes by email' });
    await modal.waitFor();
    await until(() => isFocused(modal), 'the modal surface to take the focus');

    const email = modal.getByRole('textbox', { name: 'Email' });
    const cancel = modal.getByRole('button', { name: 'Cancel' });
    const subscribe = modal.getByRole('button', { name: 'Subscribe', exact: true });
    for (const [target, what] of [
      [email, 'the field'],
      [cancel, 'Cancel'],
      [subscribe, 'Subscribe'],
      [email, 'the field again, wrapping around'],
    ] as const) {
      await page.keyboard.press('Tab');
      await until(() => isFocused(target), `Tab to reach ${what}`);
    }
    await page.keyboard.press('Shift+Tab');
    await until(() => isFocused(subscribe), 'Shift+Tab to wrap back to the last button');

    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await until(() => isFocused(opener), 'the focus to return to the button');
    await demo.getByText('Not subscribed.').waitFor();
  });

  it('in nested modals Escape closes the topmost one first and the focus goes back step by step', async () => {
    await reader.openDemo('/components/modal', 'ModalNested');
    const page = reader.page;
    const opener = buttonBehind(page, 'Review order');
    await opener.focus();
    await page.keyboard.press('Enter');
    const order = page.getByRole('dialog', { name: 'Order 2291: 3 items' });
    await order.waitFor();
    const costsButton = order.getByRole('button', { name: 'Shipping costs' });
    await costsButton.focus();
    await page.keyboard.press('Enter');
    const costs = page.getByRole('dialog', { name: 'Shipping costs' });
    await costs.waitFor();
    await until(() => holdsFocus(costs), 'the focus to move into the second modal');

    await page.keyboard.press('Escape');
    await costs.waitFor({ state: 'hidden' });
    await order.waitFor();
    await until(() => isFocused(costsButton), 'the focus to return inside the first modal');

    await page.keyboard.press('Escape');
    await order.waitFor({ state: 'hidden' });
    await until(() => isFocused(opener), 'the focus to return to the page');
  });
});
