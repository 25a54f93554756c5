/**
 * The layout pages' demos as a reader uses them: the Grid breakpoints demo stacks its items in one column
 * on a 390 px phone and puts three side by side at 1280 px; choosing a bottom navigation action updates
 * the demo's readout and moves `aria-current="page"` (which the demos add: 5.18.0 marks the selected
 * action with a class only). Every layout page passes axe, and none scrolls sideways, on a phone in dark mode
 * and right-to-left.
 */

const LAYOUT_PAGES = [
  '/components/box',
  '/components/container',
  '/components/grid',
  '/components/hidden',
  '/components/image-list',
  '/components/bottom-navigation',
];
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { lookPreferences, PHONE_VIEWPORT, storeLook } from '../support/crawl';
import { seriousAxeViolations } from '../support/axe';

interface Box {
  x: number;
  y: number;
  width: number;
}

/** The bounding boxes of the Grid demo's six feature cards, in source order. */
async function featureBoxes(demo: Locator): Promise<Box[]> {
  const items = demo.getByRole('listitem');
  assert.equal(await items.count(), 6);
  const boxes: Box[] = [];
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    assert.ok(box, 'each feature card is displayed');
    boxes.push({ x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) });
  }
  return boxes;
}

describe('layout demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('the Grid breakpoints demo stacks its items on a phone', async () => {
    const page = await reader.open('/components/grid', PHONE_VIEWPORT);
    const demo = page.getByRole('region', { name: 'Demo: GridBreakpoints' });
    await demo.waitFor();
    const boxes = await featureBoxes(demo);
    for (let index = 1; index < boxes.length; index += 1) {
      assert.equal(boxes[index].x, boxes[0].x, `item ${index + 1} starts in the same column as the first`);
      assert.ok(boxes[index].y > boxes[index - 1].y, `item ${index + 1} is below item ${index}`);
    }
  });

  it('the Grid breakpoints demo puts three items side by side at 1280 px', async () => {
    const demo = await reader.openDemo('/components/grid', 'GridBreakpoints');
    const boxes = await featureBoxes(demo);
    // md={4}: three per row, so items 1-3 share a row and item 4 starts the next one.
    assert.equal(boxes[1].y, boxes[0].y);
    assert.equal(boxes[2].y, boxes[0].y);
    assert.ok(boxes[1].x > boxes[0].x + boxes[0].width / 2, 'item 2 is to the right of item 1');
    assert.ok(boxes[2].x > boxes[1].x + boxes[1].width / 2, 'item 3 is to the right of item 2');
    assert.ok(boxes[3].y > boxes[0].y, 'item 4 starts a second row');
    assert.equal(boxes[3].x, boxes[0].x);
  });

  it('choosing a bottom navigation action updates the readout and aria-current', async () => {
    const demo = await reader.openDemo('/components/bottom-navigation', 'BottomNavigationLabels');
    const bar = demo.getByRole('navigation', { name: 'Places app' });
    const recents = bar.getByRole('button', { name: 'Recents' });
    const nearby = bar.getByRole('button', { name: 'Nearby' });
    await demo.getByText('Current view: Recents').waitFor();
    assert.equal(await recents.getAttribute('aria-current'), 'page');
    assert.equal(await nearby.getAttribute('aria-current'), null);

    await nearby.click();
    await demo.getByText('Current view: Nearby').waitFor();
    assert.equal(await nearby.getAttribute('aria-current'), 'page');
    assert.equal(await recents.getAttribute('aria-current'), null);
    assert.equal(await bar.locator('[aria-current]').count(), 1, 'one action is current');

    // Icon-only bar: actions without a value are numbered by position; the keyboard chooses too.
    const icons = reader.page.getByRole('region', { name: 'Demo: BottomNavigationIconOnly' });
    const library = icons.getByRole('button', { name: 'Library' });
    await library.focus();
    await reader.page.keyboard.press('Enter');
    await icons.getByText('Current tab: Library (index 2)').waitFor();
    assert.equal(await library.getAttribute('aria-current'), 'page');

    // The bar fixed inside a bounded box switches the folder shown above it.
    const mail = reader.page.getByRole('region', { name: 'Demo: BottomNavigationFixedBar' });
    await mail.getByRole('button', { name: 'Sent' }).click();
    await mail.getByText('Sent: 3 messages').waitFor();
    assert.equal(await mail.getByRole('button', { name: 'Sent' }).getAttribute('aria-current'), 'page');
  });

  it('every layout page passes axe on a phone in dark mode and right-to-left, without sideways scrolling', async () => {
    const look = lookPreferences({ mode: 'dark', direction: 'rtl' });
    const failures: string[] = [];
    for (const path of LAYOUT_PAGES) {
      const page = await reader.open(path, PHONE_VIEWPORT);
      await page.evaluate(storeLook, look);
      await page.reload();
      await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
      await page.waitForFunction(
        () => document.documentElement.dataset.theme === 'dark' && document.documentElement.dir === 'rtl',
      );
      for (const violation of await seriousAxeViolations(page)) failures.push(`${path}: ${violation}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) failures.push(`${path}: scrolls sideways by ${overflow}px`);
    }
    assert.deepEqual(failures, []);
  });
});
