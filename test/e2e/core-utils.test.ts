/**
 * A reader uses the utility demos: a dropdown that closes on click away, a popper next to its button,
 * transitions that reveal content, a media query that follows the window, a textarea that grows.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const rect = await locator.boundingBox();
  assert.ok(rect, 'the element is laid out');
  return rect;
}

/** Whether the element is what the page shows at its center (not clipped away or covered). */
async function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

describe('utility component demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('the click-away dropdown stays open for clicks inside and closes on a click outside', async () => {
    const demo = await reader.openDemo('/components/click-away-listener', 'ClickAwayDropdown');
    const page = reader.page;
    const button = demo.getByRole('button', { name: 'Status filter' });
    const panel = demo.getByRole('group', { name: 'Status filter' });
    assert.equal(await button.getAttribute('aria-expanded'), 'false');

    await button.click();
    await panel.waitFor();
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    // Clicks inside the panel (a checkbox, then the panel's own padding) keep it open.
    await panel.getByRole('checkbox', { name: 'Merged' }).click();
    await demo.getByText('Showing: Open, In review, Merged').waitFor();
    const rect = await box(panel);
    await page.mouse.click(rect.x + rect.width - 4, rect.y + 4);
    assert.ok(await panel.isVisible(), 'the panel stays open after clicks inside it');

    // A click on the page's heading, outside the listener's element, closes it.
    await page.getByRole('heading', { level: 1 }).click();
    await panel.waitFor({ state: 'detached' });
    assert.equal(await button.getAttribute('aria-expanded'), 'false');

    // Escape closes it too and gives the focus back to the button.
    await button.click();
    await panel.getByRole('checkbox', { name: 'Open' }).focus();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await until(() => button.evaluate((element) => element === document.activeElement), 'the focus on the button');
  });

  it('a popper opens right under its button, describes it and closes with Escape', async () => {
    const demo = await reader.openDemo('/components/popper', 'PopperBasic');
    const page = reader.page;
    const button = demo.getByRole('button', { name: 'Delivery estimate' });
    await button.click();
    // The popper renders in a portal at the end of body, outside the demo's region.
    const popper = page.getByRole('tooltip').filter({ hasText: 'Standard shipping arrives' });
    await popper.waitFor();
    assert.equal(await button.getAttribute('aria-describedby'), await popper.getAttribute('id'));

    const anchor = await box(button);
    await until(async () => {
      const floating = await box(popper);
      const below = floating.y >= anchor.y + anchor.height - 1 && floating.y <= anchor.y + anchor.height + 24;
      const overlaps = floating.x < anchor.x + anchor.width && floating.x + floating.width > anchor.x;
      return below && overlaps;
    }, 'the popper to sit right under its button');

    await page.keyboard.press('Escape');
    await popper.waitFor({ state: 'detached' });
    assert.equal(await button.getAttribute('aria-describedby'), null);
  });

  it('Collapse and Grow show their content after their switch is turned on', async () => {
    const collapse = await reader.openDemo('/components/transitions', 'TransitionsCollapse');
    const recipe = collapse.getByText(/Whisk 200 g flour/).first();
    assert.equal(await recipe.isVisible(), false, 'the collapsed recipe is hidden');
    await collapse.getByRole('switch', { name: 'Show the recipes' }).check();
    await recipe.waitFor({ state: 'visible' });
    // Not only displayed: no longer clipped by the collapsing wrapper, so the text is what a click there hits.
    await recipe.scrollIntoViewIfNeeded();
    await until(() => isOnTop(recipe), 'the recipe to be uncovered at its center');

    const grow = reader.page.getByRole('region', { name: 'Demo: TransitionsFadeGrowZoom' });
    const badge = grow.getByText('Grow', { exact: true });
    assert.equal(await badge.isVisible(), false, 'the badge starts hidden');
    await grow.getByRole('switch', { name: 'Show the badges' }).check();
    await badge.waitFor({ state: 'visible' });
    await grow.getByRole('switch', { name: 'Show the badges' }).uncheck();
    await badge.waitFor({ state: 'hidden' });
  });

  it('the breakpoint demo follows the window across the md breakpoint', async () => {
    const demo = await reader.openDemo('/components/use-media-query', 'UseMediaQueryBreakpoints');
    const page = reader.page;
    await demo.getByText('Layout: two columns (window 900px and wider)').waitFor();
    await page.setViewportSize({ width: 700, height: 900 });
    await demo.getByText('Layout: one column (window narrower than 900px)').waitFor();
    await page.setViewportSize({ width: 1100, height: 900 });
    await demo.getByText('Layout: two columns (window 900px and wider)').waitFor();
  });

  it('the textarea grows with each line and stops growing at six rows', async () => {
    const demo = await reader.openDemo('/components/textarea-autosize', 'TextareaAutosizeLabelled');
    const textarea = demo.getByRole('textbox', { name: 'Delivery notes' });
    const height = async () => (await box(textarea)).height;
    const start = await height();

    await textarea.click();
    // Three rows at the start: the first lines fit.
    await textarea.pressSequentially('Leave the parcel');
    await textarea.press('Enter');
    await textarea.pressSequentially('at the back door');
    assert.equal(await height(), start);

    const heights: number[] = [start];
    for (const line of [
      'next to the bench',
      'under the roof',
      'beside the bins',
      'or with a neighbor',
      'at number 12',
    ]) {
      await textarea.press('Enter');
      await textarea.pressSequentially(line);
      heights.push(await height());
    }
    // The third line still fits; lines four, five and six each add a row; the seventh scrolls instead.
    const seen = heights.join(', ');
    assert.equal(heights[1], heights[0], `the third line fits the first three rows (${seen})`);
    assert.ok(heights[2] > heights[1], `the fourth line grows the field (${seen})`);
    assert.ok(heights[3] > heights[2], `the fifth line grows the field (${seen})`);
    assert.ok(heights[4] > heights[3], `the sixth line grows the field (${seen})`);
    assert.equal(heights[5], heights[4], `the seventh line does not (${seen})`);
    assert.ok(await textarea.evaluate((element) => element.scrollHeight > element.clientHeight), 'the field scrolls');
    await demo.getByText('Lines typed: 7').waitFor();
  });
});
