/**
 * The column pages of the Data Grid section: a reader pins, hides, resizes and autosizes columns in
 * the live demos, and the headers move, disappear and change width accordingly.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { useReaderPage } from '../support/readerPage';
import { useServedSite } from '../support/suite';

const GRID = '/x/react-data-grid';

describe('Data Grid column demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);
  let page: Page;

  /** Opens a page and waits for the named demo's grid to show its first header. */
  const openDemo = async (path: string, demoName: string, firstHeader: string): Promise<Locator> => {
    page = await reader.open(`${GRID}/${path}`);
    const demo = page.getByRole('region', { name: `Demo: ${demoName}` });
    const header = demo.getByRole('columnheader', { name: firstHeader });
    await header.waitFor();
    // Pointer gestures need the grid on screen.
    await header.scrollIntoViewIfNeeded();
    return demo;
  };
  const box = async (locator: Locator) => {
    const rect = await locator.boundingBox();
    assert.ok(rect, 'the element is rendered');
    return rect;
  };
  /** Opens the column menu of a header (its button shows on hover) and picks an item. */
  const pickFromColumnMenu = async (header: Locator, item: string): Promise<void> => {
    await header.hover();
    await header.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };

  it('a pinned column stays in place while the grid scrolls sideways', async () => {
    const demo = await openDemo('column-pinning', 'ColumnPinningInitialState', 'Member');
    const member = demo.getByRole('columnheader', { name: 'Member' });
    const actions = demo.getByRole('columnheader', { name: 'Actions' });
    const email = demo.getByRole('columnheader', { name: 'Email' });
    const [memberBefore, actionsBefore, emailBefore] = [await box(member), await box(actions), await box(email)];

    // Scroll the rows sideways with the wheel, as a reader with a trackpad would.
    const firstCell = demo.getByRole('gridcell', { name: 'Adaeze Obi' });
    await firstCell.hover();
    await page.mouse.wheel(300, 0);
    await page.waitForFunction(
      ({ x }) => {
        const header = document.querySelector<HTMLElement>('[role="columnheader"][data-field="email"]');
        return header === null || header.getBoundingClientRect().x < x - 100;
      },
      { x: emailBefore.x },
    );

    const [memberAfter, actionsAfter] = [await box(member), await box(actions)];
    assert.equal(memberAfter.x, memberBefore.x, 'the left-pinned column did not move');
    assert.equal(actionsAfter.x, actionsBefore.x, 'the right-pinned column did not move');
    assert.ok(await firstCell.isVisible(), 'the pinned cells are still shown');
  });

  it('pinning and unpinning from the column menu moves the column to a side and back', async () => {
    const demo = await openDemo('column-pinning', 'ColumnPinningControlled', 'Symbol');
    const grid = demo.getByRole('grid');
    const venue = demo.getByRole('columnheader', { name: 'Venue' });
    const model = demo.getByText(/^pinnedColumns =/);
    const gridRight = async () => {
      const rect = await box(grid);
      return rect.x + rect.width;
    };
    const venueRight = async () => {
      const rect = await box(venue);
      return rect.x + rect.width;
    };
    assert.ok((await gridRight()) - (await venueRight()) > 100, 'Venue starts in the middle of the grid');

    await pickFromColumnMenu(venue, 'Pin to right');
    await model.filter({ hasText: '"right":["venue"]' }).waitFor();
    assert.ok((await gridRight()) - (await venueRight()) < 5, 'Venue is rendered at the right edge');

    await pickFromColumnMenu(venue, 'Unpin');
    await model.filter({ hasText: '"right":[]' }).waitFor();
    assert.ok((await gridRight()) - (await venueRight()) > 100, 'Venue is back among the scrolling columns');
  });

  it('hiding a column removes its header, and the columns panel brings a hidden one back', async () => {
    const demo = await openDemo('column-visibility', 'ColumnVisibilityInitialHidden', 'Name');
    const headerNames = async () => (await demo.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
    assert.deepEqual(await headerNames(), ['Name', 'Team', 'Office', 'Since']);

    await pickFromColumnMenu(demo.getByRole('columnheader', { name: 'Team' }), 'Hide column');
    await demo.getByRole('columnheader', { name: 'Team' }).waitFor({ state: 'detached' });
    assert.deepEqual(await headerNames(), ['Name', 'Office', 'Since']);

    await demo.getByRole('button', { name: 'Select columns' }).click();
    await page.getByRole('checkbox', { name: 'Email' }).check();
    await page.keyboard.press('Escape');
    await demo.getByRole('columnheader', { name: 'Email' }).waitFor();
    assert.deepEqual(await headerNames(), ['Name', 'Office', 'Email', 'Since']);
  });

  it('autosizing fits a column to its content, and dragging a header edge resizes it', async () => {
    // Autosizing first: for 100 ms after a resize ends, the grid swallows every click on the page (its
    // capture-phase guard against the drag's own click), which would eat a click on the demo below.
    const autosizeDemo = await openDemo('column-dimensions', 'ColumnAutosizeOptions', 'Recipe');
    const recipe = autosizeDemo.getByRole('columnheader', { name: 'Recipe' });
    const narrow = (await box(recipe)).width;
    // The longest recipe name is an outlier: it only counts when outliers are included.
    await autosizeDemo.getByRole('checkbox', { name: 'Include outliers' }).check();
    await autosizeDemo.getByRole('button', { name: 'Autosize columns' }).click();
    await page.waitForFunction((width) => {
      const header = document.querySelector<HTMLElement>('[role="columnheader"][aria-label="Recipe"]');
      return header !== null && header.getBoundingClientRect().width > width + 100;
    }, narrow);
    const cell = autosizeDemo.getByRole('gridcell', { name: /^Mole poblano/ });
    const text = await cell.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    assert.ok(text.scroll <= text.client, 'the longest recipe name is no longer cut off');

    const resizeDemo = page.getByRole('region', { name: 'Demo: ColumnResizeTracking' });
    const from = resizeDemo.getByRole('columnheader', { name: 'From' });
    await from.scrollIntoViewIfNeeded();
    const before = await box(from);
    // The resize handle sits on the header's right edge: grab it there and drag it 80 px to the right.
    const startX = before.x + before.width - 2;
    const middleY = before.y + before.height / 2;
    await page.mouse.move(startX, middleY);
    await page.mouse.down();
    await page.mouse.move(startX + 40, middleY, { steps: 4 });
    await page.mouse.move(startX + 80, middleY, { steps: 4 });
    await page.mouse.up();
    await resizeDemo
      .getByRole('status')
      .filter({ hasText: `From is now ${before.width + 80}px wide.` })
      .waitFor();
    assert.equal((await box(from)).width, before.width + 80);
  });
});
