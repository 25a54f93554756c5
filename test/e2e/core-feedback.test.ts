/** A reader uses the feedback component demos: an Alert, a Backdrop, a determinate progress bar and Skeletons. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

/** Whether the element has the keyboard focus. */
const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === element.ownerDocument.activeElement);

/** Whether the topmost element at the center of `target` belongs to `cover` (and not to `target`). */
const isCoveredBy = async (target: Locator, cover: Locator): Promise<boolean> =>
  target.evaluate(
    (element, coverElement) => {
      const box = element.getBoundingClientRect();
      const hit = element.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && !element.contains(hit) && coverElement.contains(hit);
    },
    await cover.elementHandle(),
  );

describe('feedback component demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('a dismissible alert goes away with its close button and comes back with the button below it', async () => {
    const demo = await reader.openDemo('/components/alert', 'AlertDismissible');
    const alert = demo.getByRole('alert');
    const showAgain = demo.getByRole('button', { name: 'Show the notice again' });
    await alert.getByText(/Version 4\.2 adds offline mode/).waitFor();
    assert.ok(await showAgain.isDisabled());

    await alert.getByRole('button', { name: 'Dismiss the release notice' }).click();
    // The collapse unmounts the alert once it has folded away.
    await alert.waitFor({ state: 'detached' });
    assert.equal(await demo.getByText(/Version 4\.2 adds offline mode/).count(), 0);
    assert.ok(await showAgain.isEnabled());
    await until(() => isFocused(showAgain), 'the focus to move to the button that stays');

    await showAgain.click();
    await alert.getByText(/Version 4\.2 adds offline mode/).waitFor();
    await alert.getByRole('button', { name: 'Dismiss the release notice' }).waitFor();
    assert.ok(await showAgain.isDisabled());
  });

  it('a backdrop opens over the shipments from Refresh, blocks them, and closes on a click and on Escape', async () => {
    const demo = await reader.openDemo('/components/backdrop', 'BackdropRegion');
    const page = reader.page;
    const list = demo.getByRole('list', { name: 'Shipments' });
    const track = list.getByRole('button', { name: 'Track' }).first();
    // The overlay's note is visible text inside the backdrop, which is hidden from assistive technology.
    const note = demo.getByText('Refreshing… Click here or press Escape to stop waiting.');
    const status = demo.getByRole('status');
    await status.getByText('Shipments as of 09:30.').waitFor();
    assert.equal(await note.isVisible(), false);

    await demo.getByRole('button', { name: 'Refresh' }).click();
    await note.waitFor({ state: 'visible' });
    await status.getByText('Refreshing the shipments…').waitFor();
    // The backdrop covers the list: the point at the center of a Track button belongs to the backdrop.
    const backdrop = note.locator('xpath=ancestor::*[@aria-hidden="true"][1]');
    assert.ok(await isCoveredBy(track, backdrop), 'the backdrop is on top of the Track button');
    const [listBox, backdropBox] = await Promise.all([list.boundingBox(), backdrop.boundingBox()]);
    assert.ok(listBox && backdropBox);
    assert.ok(backdropBox.y <= listBox.y + 1 && backdropBox.y + backdropBox.height >= listBox.y + listBox.height - 1);
    assert.ok(Math.abs(backdropBox.width - listBox.width) <= 1, 'the backdrop spans the list');
    // The covered list is busy and out of keyboard reach.
    assert.equal(await list.evaluate((element) => element.parentElement?.getAttribute('aria-busy')), 'true');
    assert.equal(await list.evaluate((element) => (element as HTMLElement).inert), true);

    // A click on the backdrop closes it.
    await backdrop.click({ position: { x: 8, y: 8 } });
    await note.waitFor({ state: 'hidden' });
    await status.getByText('Refresh stopped. Showing the shipments as of 09:30.').waitFor();
    assert.equal(await list.evaluate((element) => element.parentElement?.getAttribute('aria-busy')), 'false');
    assert.ok(!(await isCoveredBy(track, backdrop)), 'the Track button can be clicked again');

    // Escape closes it too.
    await demo.getByRole('button', { name: 'Refresh' }).click();
    await note.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await note.waitFor({ state: 'hidden' });
    await track.click();
    await status.getByText(/Tracking SH-1042\./).waitFor();
  });

  it('a determinate progress bar moves on when the reader presses Next step', async () => {
    const demo = await reader.openDemo('/components/progress', 'ProgressDeterminateSteps');
    const ring = demo.getByRole('progressbar', { name: 'Import progress' });
    const bar = demo.getByRole('progressbar', { name: 'Files imported' });
    const next = demo.getByRole('button', { name: 'Next step' });
    assert.equal(await ring.getAttribute('aria-valuenow'), '0');
    assert.equal(await ring.getAttribute('aria-valuetext'), '0 of 5 files');
    assert.equal(await bar.getAttribute('aria-valuenow'), '0');
    assert.equal(await bar.getAttribute('aria-valuemax'), '100');
    await demo.getByText('0 of 5 files imported. Next: contacts.csv.').waitFor();

    await next.click();
    await until(async () => (await bar.getAttribute('aria-valuenow')) === '20', 'the bar to reach 20');
    assert.equal(await ring.getAttribute('aria-valuenow'), '20');
    assert.equal(await ring.getAttribute('aria-valuetext'), '1 of 5 files');
    await demo.getByText('1 of 5 files imported. Next: orders.csv.').waitFor();

    for (let step = 2; step <= 5; step += 1) await next.click();
    await until(async () => (await bar.getAttribute('aria-valuenow')) === '100', 'the bar to reach 100');
    await demo.getByText('All 5 files imported.').waitFor();
    assert.ok(await next.isDisabled());

    await demo.getByRole('button', { name: 'Reset', exact: true }).click();
    await until(async () => (await ring.getAttribute('aria-valuenow')) === '0', 'the ring to go back to 0');
  });

  it('the loading card swaps its skeletons for the post when Loading is turned off, and aria-busy follows', async () => {
    const demo = await reader.openDemo('/components/skeleton', 'SkeletonLoadingCard');
    const card = demo.getByRole('article', { name: 'Travel post' });
    const loading = demo.getByRole('switch', { name: 'Loading' });
    const status = demo.getByRole('status');
    assert.equal(await card.getAttribute('aria-busy'), 'true');
    assert.ok(await loading.isChecked());
    await status.getByText('Loading the travel post…').waitFor();
    // The placeholders stand in for the content, which is not on the page yet.
    assert.equal(await card.getByText('Lucía Herrera').count(), 0);
    assert.equal(await card.getByRole('img').count(), 0);

    await loading.click();
    await card.getByText('Three weeks of cycling the Danube').waitFor();
    assert.equal(await card.getAttribute('aria-busy'), 'false');
    await card.getByText('Lucía Herrera').waitFor();
    await card.getByRole('img', { name: 'Cover: the river at dawn' }).waitFor();
    await status.getByText('Travel post loaded.').waitFor();

    await loading.click();
    await card.getByText('Three weeks of cycling the Danube').waitFor({ state: 'detached' });
    assert.equal(await card.getAttribute('aria-busy'), 'true');
  });
});
