/**
 * The Material UI selection controls pages (checkbox, radio buttons, switch, rating, slider, toggle button):
 * a reader moves a slider with the keyboard, checks radios with the arrow keys, flips a switch, presses
 * toggle buttons and fills a checkbox group, and each demo's readout follows. The pages also pass axe in
 * dark mode, in right-to-left and on a 390 px phone (which must not scroll sideways).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { lookPreferences, PHONE_VIEWPORT, storeLook } from '../support/crawl';
import { seriousAxeViolations } from '../support/axe';

describe('Material UI selection control demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('the volume slider follows ArrowRight, End and Home, in aria-valuenow and in its readout', async () => {
    const demo = await reader.openDemo('/components/slider', 'SliderContinuous');
    // The slider is drawn after mounting; its hidden range input carries the slider role.
    const slider = demo.getByRole('slider', { name: 'Volume' });
    await slider.waitFor({ state: 'attached' });
    assert.equal(await slider.getAttribute('aria-valuenow'), '30');
    await demo.getByText('Volume: 30').waitFor();

    await slider.focus();
    await slider.press('ArrowRight');
    await demo.getByText('Volume: 31').waitFor();
    assert.equal(await slider.getAttribute('aria-valuenow'), '31');

    await slider.press('End');
    await demo.getByText('Volume: 100').waitFor();
    assert.equal(await slider.getAttribute('aria-valuenow'), '100');

    await slider.press('Home');
    await demo.getByText('Volume: 0').waitFor();
    assert.equal(await slider.getAttribute('aria-valuenow'), '0');
  });

  it('the range slider names both thumbs and moves the minimum', async () => {
    const demo = await reader.openDemo('/components/slider', 'SliderRange');
    const minimum = demo.getByRole('slider', { name: 'Minimum price' });
    const maximum = demo.getByRole('slider', { name: 'Maximum price' });
    await minimum.waitFor({ state: 'attached' });
    assert.equal(await maximum.getAttribute('aria-valuetext'), '$60');
    await minimum.focus();
    await minimum.press('ArrowRight');
    await demo.getByText('Price: $21 to $60').waitFor();
    // The minimum stops 10 below the maximum.
    await minimum.press('End');
    await demo.getByText('Price: $50 to $60').waitFor();
    assert.equal(await minimum.getAttribute('aria-valuenow'), '50');
  });

  it('the arrow keys check the next and previous radio of a group', async () => {
    const demo = await reader.openDemo('/components/radio-buttons', 'RadioButtonsRowControlled');
    const group = demo.getByRole('radiogroup', { name: 'Meeting city' });
    const paris = group.getByRole('radio', { name: 'Paris' });
    assert.equal(await paris.isChecked(), true);
    await demo.getByText('Selected: Paris').waitFor();

    await paris.focus();
    await page().keyboard.press('ArrowRight');
    await demo.getByText('Selected: Lisbon').waitFor();
    assert.equal(await group.getByRole('radio', { name: 'Lisbon' }).isChecked(), true);
    assert.equal(await paris.isChecked(), false);

    await page().keyboard.press('ArrowRight');
    await demo.getByText('Selected: Oslo').waitFor();
    await page().keyboard.press('ArrowLeft');
    await demo.getByText('Selected: Lisbon').waitFor();
    assert.equal(await group.getByRole('radio', { name: 'Oslo' }).isChecked(), false);
  });

  it('the switch turns notifications on with a click and off with Space', async () => {
    const demo = await reader.openDemo('/components/switches', 'SwitchControlled');
    const toggle = demo.getByRole('switch', { name: 'Notifications' });
    assert.equal(await toggle.isChecked(), false);
    await demo.getByText('Notifications are off.').waitFor();

    await toggle.click();
    await demo.getByText('Notifications are on: you hear about new replies.').waitFor();
    assert.equal(await toggle.isChecked(), true);

    await toggle.press('Space');
    await demo.getByText('Notifications are off.').waitFor();
    assert.equal(await toggle.isChecked(), false);
  });

  it('toggle buttons report their pressed state, and an enforced group keeps its value', async () => {
    await reader.open('/components/toggle-button');
    const alignment = page().getByRole('region', { name: 'Demo: ToggleButtonAlignment' });
    const group = alignment.getByRole('group', { name: 'Text alignment' });
    const left = group.getByRole('button', { name: 'Align left' });
    const center = group.getByRole('button', { name: 'Center' });
    assert.equal(await left.getAttribute('aria-pressed'), 'true');
    assert.equal(await center.getAttribute('aria-pressed'), 'false');

    await center.click();
    await alignment.getByText('Alignment: center').waitFor();
    assert.equal(await center.getAttribute('aria-pressed'), 'true');
    assert.equal(await left.getAttribute('aria-pressed'), 'false');
    // A second click on the pressed button of an exclusive group leaves nothing selected.
    await center.click();
    await alignment.getByText('Alignment: none').waitFor();
    assert.equal(await center.getAttribute('aria-pressed'), 'false');

    const enforce = page().getByRole('region', { name: 'Demo: ToggleButtonEnforce' });
    const week = enforce.getByRole('button', { name: 'Week' });
    await week.click();
    await page().waitForTimeout(100);
    assert.equal(await week.getAttribute('aria-pressed'), 'true');
    await enforce.getByText('Period: week').waitFor();
    await enforce.getByRole('button', { name: 'Month' }).click();
    await enforce.getByText('Period: month').waitFor();
    assert.equal(await week.getAttribute('aria-pressed'), 'false');
  });

  it('the checkbox group reports too few toppings, and the parent box turns mixed', async () => {
    await reader.open('/components/checkboxes');
    const toppings = page().getByRole('region', { name: 'Demo: CheckboxGroupError' });
    await toppings.getByText('Choose 1 more.').waitFor();
    await toppings.getByRole('checkbox', { name: 'Olives' }).check();
    await toppings.getByText('Chosen: Olives, Basil.').waitFor();

    const days = page().getByRole('region', { name: 'Demo: CheckboxIndeterminate' });
    const parent = days.getByRole('checkbox', { name: 'Every weekday' });
    assert.equal(await parent.evaluate((input: HTMLInputElement) => input.indeterminate), true);
    await parent.check();
    await days.getByText('Reminders on 5 of 5 weekdays').waitFor();
    assert.equal(await parent.evaluate((input: HTMLInputElement) => input.indeterminate), false);
    await days.getByRole('checkbox', { name: 'Friday' }).uncheck();
    await days.getByText('Reminders on 4 of 5 weekdays').waitFor();
    assert.equal(await parent.evaluate((input: HTMLInputElement) => input.indeterminate), true);
  });

  /** The look of each pass and the pages it checks: every page is seen in two looks. */
  const LOOKS = [
    {
      name: 'dark',
      mode: 'dark',
      direction: 'ltr',
      phone: false,
      pages: ['/components/checkboxes', '/components/rating', '/components/slider'],
    },
    {
      name: 'right-to-left',
      mode: 'light',
      direction: 'rtl',
      phone: false,
      pages: ['/components/radio-buttons', '/components/slider', '/components/toggle-button'],
    },
    {
      name: 'phone',
      mode: 'light',
      direction: 'ltr',
      phone: true,
      pages: ['/components/switches', '/components/toggle-button', '/components/checkboxes'],
    },
  ] as const;

  for (const look of LOOKS) {
    it(`the pages have no serious axe violation (${look.name})`, async () => {
      const failures: string[] = [];
      for (const path of look.pages) {
        const opened = await reader.open(path, look.phone ? PHONE_VIEWPORT : {});
        await opened.evaluate(storeLook, lookPreferences(look));
        await opened.reload();
        await opened.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
        await opened.waitForFunction(
          ({ mode, direction }) =>
            document.documentElement.dataset.theme === mode &&
            document.documentElement.dir === direction &&
            (direction === 'ltr' || document.querySelector('style[data-emotion^="muirtl"]') !== null),
          look,
        );
        await opened.waitForTimeout(200);
        for (const violation of await seriousAxeViolations(opened)) failures.push(`${path}: ${violation}`);
        if (look.phone) {
          const width = await opened.evaluate(() => ({
            content: document.documentElement.scrollWidth,
            viewport: window.innerWidth,
          }));
          if (width.content > width.viewport) failures.push(`${path}: ${width.content} px wide on a phone`);
        }
      }
      assert.deepEqual(failures, []);
    });
  }

  function page(): Page {
    return reader.page;
  }
});
