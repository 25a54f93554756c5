/** A reader opens accordions from the keyboard, expands a card and scrolls away an app bar that hides on scroll. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

/** Waits until the element's aria-expanded attribute reads `value`. */
const expandedIs = (locator: Locator, value: 'true' | 'false', what: string): Promise<void> =>
  until(async () => (await locator.getAttribute('aria-expanded')) === value, what);

describe('surface component demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('an accordion opens with Enter and closes with Space, showing and hiding its labelled panel', async () => {
    const demo = await reader.openDemo('/components/accordion', 'AccordionBasic');
    const page = reader.page;
    const summary = demo.getByRole('button', { name: 'Returns' });
    const text = demo.getByText(/Send an unused item back within 30 days/);
    assert.equal(await summary.getAttribute('aria-expanded'), 'false');
    assert.equal(await text.isVisible(), false);

    await summary.focus();
    await page.keyboard.press('Enter');
    await expandedIs(summary, 'true', 'Enter to open the panel');
    await text.waitFor();
    // The panel is a region named by its summary, and the summary points to it.
    const panel = demo.getByRole('region', { name: 'Returns' });
    assert.equal(await panel.getAttribute('id'), await summary.getAttribute('aria-controls'));
    assert.ok(await panel.getByText(/prepaid label/).isVisible());

    await page.keyboard.press('Space');
    await expandedIs(summary, 'false', 'Space to close the panel');
    await text.waitFor({ state: 'hidden' });

    // The disabled accordion is not a stop in the Tab order.
    const disabled = demo.getByRole('button', { name: /Gift wrapping/ });
    assert.equal(await disabled.getAttribute('aria-disabled'), 'true');
    assert.equal(await disabled.getAttribute('tabindex'), '-1');
  });

  it('the controlled accordion closes the open panel when another one opens', async () => {
    const demo = await reader.openDemo('/components/accordion', 'AccordionControlled');
    const trial = demo.getByRole('button', { name: 'How long is the free trial?' });
    const seats = demo.getByRole('button', { name: 'Can I add seats later?' });
    const trialAnswer = demo.getByText(/Fourteen days/);
    const seatsAnswer = demo.getByText(/New seats are billed/);
    assert.equal(await trial.getAttribute('aria-expanded'), 'true');
    await trialAnswer.waitFor();

    await seats.focus();
    await reader.page.keyboard.press('Enter');
    await expandedIs(seats, 'true', 'the second question to open');
    await seatsAnswer.waitFor();
    await expandedIs(trial, 'false', 'the first question to close');
    await trialAnswer.waitFor({ state: 'hidden' });

    // Closing the open panel leaves every panel closed.
    await reader.page.keyboard.press('Space');
    await expandedIs(seats, 'false', 'the second question to close');
    await seatsAnswer.waitFor({ state: 'hidden' });
    assert.equal(await trial.getAttribute('aria-expanded'), 'false');
  });

  it('the card expand button toggles aria-expanded and shows and hides the method', async () => {
    const demo = await reader.openDemo('/components/cards', 'CardExpandRecipe');
    const toggle = demo.getByRole('button', { name: 'Show the method' });
    const method = demo.getByText(/Soften a chopped onion/);
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await method.isVisible(), false);
    // aria-controls names the collapsed region, which exists while closed.
    const controls = await toggle.getAttribute('aria-controls');
    assert.ok(controls);
    assert.equal(await demo.locator(`[id="${controls}"]`).count(), 1);

    await toggle.click();
    await expandedIs(toggle, 'true', 'the method to open');
    await method.waitFor();

    await toggle.press('Enter');
    await expandedIs(toggle, 'false', 'the method to close');
    await method.waitFor({ state: 'hidden' });

    // The favorite button is a toggle with its own pressed state.
    const favorite = demo.getByRole('button', { name: 'Favorite' });
    assert.equal(await favorite.getAttribute('aria-pressed'), 'false');
    await favorite.click();
    await until(async () => (await favorite.getAttribute('aria-pressed')) === 'true', 'the favorite to be pressed');
  });

  it('the hide-on-scroll app bar slides out when its box scrolls down and comes back on the way up', async () => {
    const demo = await reader.openDemo('/components/app-bar', 'AppBarHideOnScroll');
    const page = reader.page;
    const box = demo.getByRole('region', { name: 'Trip guide, scrollable' });
    const title = demo.getByText('Island trail guide');
    await title.waitFor();

    // The box is focusable, so the keyboard scrolls it: End goes to the bottom.
    await box.focus();
    await page.keyboard.press('End');
    await until(async () => (await box.evaluate((element) => element.scrollTop)) > 100, 'the box to scroll down');
    await title.waitFor({ state: 'hidden' });
    const bar = title.locator('xpath=ancestor::header[1]');
    const hidden = await bar.evaluate((element) => {
      const style = getComputedStyle(element);
      return { visibility: style.visibility, transform: style.transform };
    });
    assert.equal(hidden.visibility, 'hidden');
    assert.match(hidden.transform, /matrix/, 'the bar is moved out by a transform');

    // Scrolling up a little brings the bar back.
    await page.keyboard.press('ArrowUp');
    await title.waitFor();
    await until(
      async () => (await bar.evaluate((element) => getComputedStyle(element).transform)) === 'none',
      'the bar to slide back in',
    );
  });
});
