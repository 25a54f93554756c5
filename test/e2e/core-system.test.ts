/**
 * A reader uses the /system pages' demos: a responsive card changes with the window width, sx arrays
 * add the selected look, the spacing, border radius, font weight and z-index shown from the live theme
 * are the ones the elements get, sizing fractions are shares of the parent, the flexbox and display
 * controls change the layout, and the shadow scale has one sample per theme shadow.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

/** A computed style property of the element. */
const styleOf = (locator: Locator, property: string): Promise<string> =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** The pixel numbers of a text, in order: `m: 3 → 24px, p: 1 → 8px` gives [24, 8]. */
const pixelsIn = (text: string): number[] =>
  [...text.matchAll(/(-?\d+(?:\.\d+)?)px/g)].map((match) => Number(match[1]));

/** The element's place in its offset parent: unlike a bounding box, it does not change when the page scrolls. */
const position = (locator: Locator): Promise<{ x: number; y: number }> =>
  locator.evaluate((element) => ({
    x: (element as HTMLElement).offsetLeft,
    y: (element as HTMLElement).offsetTop,
  }));

describe('system demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('the responsive card is a column on a phone and a row from sm, and names the breakpoint in use', async () => {
    const demo = await reader.openDemo('/system/basics', 'SystemBasicsResponsive');
    const page = reader.page;
    // The card is the box two levels above its title.
    const card = demo.getByText('Harbor walking tour').locator('xpath=../..');
    const inUse = (key: string) => demo.getByText(new RegExp(`^Breakpoint in use: ${key} \\(\\d+ px and wider\\)$`));

    await until(() => inUse('lg').isVisible(), 'lg to be named at 1280 px');
    assert.equal(await styleOf(card, 'flex-direction'), 'row');

    await page.setViewportSize({ width: 390, height: 844 });
    await until(() => inUse('xs').isVisible(), 'xs to be named on a phone');
    assert.equal(await inUse('lg').isVisible(), false);
    assert.equal(await styleOf(card, 'flex-direction'), 'column');

    await page.setViewportSize({ width: 700, height: 844 });
    await until(() => inUse('sm').isVisible(), 'sm to be named at 700 px');
    assert.equal(await styleOf(card, 'flex-direction'), 'row');
  });

  it('a tag adds its selected styles from the sx array when pressed', async () => {
    const demo = await reader.openDemo('/system/basics', 'SystemBasicsSxArray');
    const tag = demo.getByRole('button', { name: 'Vegetarian' });
    const chosen = demo.getByRole('button', { name: 'Open now' });
    assert.equal(await tag.getAttribute('aria-pressed'), 'false');
    const before = await styleOf(tag, 'background-color');
    assert.notEqual(before, await styleOf(chosen, 'background-color'), 'selected and unselected tags differ');

    await tag.click();
    await demo.getByText('Filters on: Open now, Vegetarian').waitFor();
    assert.equal(await tag.getAttribute('aria-pressed'), 'true');
    // Away from the pointer, which would give the hover color.
    await reader.page.mouse.move(0, 0);
    assert.equal(await styleOf(tag, 'background-color'), await styleOf(chosen, 'background-color'));
    // The caller's sx comes last in the array: its weight replaces the body2 weight the tag starts from.
    const status = demo.getByRole('status');
    assert.notEqual(await styleOf(tag, 'font-weight'), await styleOf(status, 'font-weight'));
  });

  it("the box's margin and padding are the theme.spacing values the demo reports", async () => {
    const demo = await reader.openDemo('/system/spacing', 'SystemSpacingPlayground');
    const box = demo.getByText('Box with margin and padding', { exact: true });
    const status = demo.getByRole('status');

    await demo.getByRole('group', { name: 'm (margin)' }).getByRole('button', { name: '3', exact: true }).click();
    await demo.getByRole('group', { name: 'p (padding)' }).getByRole('button', { name: '1', exact: true }).click();
    await until(async () => (await status.innerText()).startsWith('m: 3'), 'the margin choice to be reported');
    const [margin3, padding1] = pixelsIn(await status.innerText());
    assert.equal(await styleOf(box, 'margin-top'), `${margin3}px`);
    assert.equal(await styleOf(box, 'padding-top'), `${padding1}px`);
    // Units multiply: three units of margin are three times one unit of padding.
    assert.equal(margin3, 3 * padding1);

    await demo.getByRole('group', { name: 'm (margin)' }).getByRole('button', { name: '0.5', exact: true }).click();
    await until(async () => (await status.innerText()).startsWith('m: 0.5'), 'the half unit to be reported');
    const [half] = pixelsIn(await status.innerText());
    assert.equal(half, padding1 / 2);
    assert.equal(await styleOf(box, 'margin-left'), `${half}px`);
  });

  it('borderRadius multiplies theme.shape.borderRadius and a side key draws one side', async () => {
    const demo = await reader.openDemo('/system/borders', 'SystemBordersPlayground');
    const sample = demo.getByText('Sample box', { exact: true }).locator('xpath=..');
    const status = demo.getByRole('status');

    await demo.getByRole('group', { name: 'borderRadius' }).getByRole('button', { name: '4', exact: true }).click();
    await until(async () => (await status.innerText()).startsWith('borderRadius 4'), 'the radius to be reported');
    const [unit, radius] = pixelsIn(await status.innerText());
    assert.equal(radius, 4 * unit);
    assert.equal(await styleOf(sample, 'border-top-left-radius'), `${radius}px`);

    await demo.getByRole('group', { name: 'Side' }).getByRole('button', { name: 'borderTop', exact: true }).click();
    await until(
      async () => (await styleOf(sample, 'border-bottom-width')) === '0px',
      'the other sides to lose their border',
    );
    assert.equal(await styleOf(sample, 'border-top-width'), '2px');
    assert.equal(await styleOf(sample, 'border-top-style'), 'solid');
  });

  it('a width of 0.5 is half of the parent, 1 is all of it and 120 is pixels', async () => {
    const demo = await reader.openDemo('/system/sizing', 'SystemSizingWidth');
    const parent = demo.getByRole('img', { name: 'Parent box with the sized bar inside' });
    const bar = parent.locator('xpath=./*[1]');
    const inner = () => parent.evaluate((element) => element.clientWidth);
    const width = () => bar.evaluate((element) => element.getBoundingClientRect().width);
    const choose = (value: string) =>
      demo.getByRole('group', { name: 'width' }).getByRole('button', { name: value, exact: true }).click();

    assert.ok(Math.abs((await width()) - (await inner()) / 2) < 1, 'the first choice, 0.5, is half of the parent');
    await choose('1');
    await until(async () => Math.abs((await width()) - (await inner())) < 1, 'width 1 to fill the parent');
    await demo.getByText('width: 1 gives 100% of the parent').waitFor();
    await choose('120');
    await until(async () => (await width()) === 120, 'width 120 to be 120 pixels');
  });

  it('the flexDirection control turns the row of items into a column', async () => {
    const demo = await reader.openDemo('/system/flexbox', 'SystemFlexboxPlayground');
    const container = demo.getByRole('group', { name: 'Flex container' });
    const items = ['One', 'Two', 'Three'].map((label) => container.getByText(label, { exact: true }));
    assert.equal(await styleOf(container, 'flex-direction'), 'row');
    const row = await Promise.all(items.map(position));
    assert.ok(row[0].x < row[1].x && row[1].x < row[2].x, 'side by side in a row');

    await demo
      .getByRole('group', { name: 'flexDirection' })
      .getByRole('button', { name: 'column', exact: true })
      .click();
    await until(async () => (await styleOf(container, 'flex-direction')) === 'column', 'the direction to change');
    const column = await Promise.all(items.map(position));
    assert.ok(column[0].y < column[1].y && column[1].y < column[2].y, 'one under the other in a column');
    assert.equal(column[0].x, column[2].x);
    await demo.getByText(/flexDirection: 'column'/).waitFor();
  });

  it('display: none lets the next step move up, visibility: hidden keeps its place', async () => {
    const demo = await reader.openDemo('/system/display', 'SystemDisplayHide');
    const steps = demo.getByRole('list', { name: 'Checkout steps' });
    const shipping = steps.getByText('Shipping', { exact: true });
    const payment = steps.getByText('Payment', { exact: true });
    const shippingAt = await position(shipping);
    const paymentAt = await position(payment);
    const group = demo.getByRole('group', { name: 'How the Shipping step is hidden' });

    await group.getByRole('button', { name: 'visibility: hidden' }).click();
    await until(async () => !(await shipping.isVisible()), 'Shipping to be hidden');
    assert.deepEqual(await position(payment), paymentAt, 'Payment stays where it was');

    await group.getByRole('button', { name: 'display: none' }).click();
    await until(async () => (await position(payment)).x === shippingAt.x, 'Payment to take the place of Shipping');
  });

  it('a notice on the modal layer covers the drawer-layer panel that covered it on the appBar layer', async () => {
    const demo = await reader.openDemo('/system/positions', 'SystemPositionsStacking');
    const panel = demo.getByText(/^Side panel \(drawer: \d+\)$/);
    const notice = demo.getByText(/^Notice \(appBar: \d+\)$/);
    const layerOf = async (locator: Locator) => Number((await locator.innerText()).match(/(\d+)\)$/)?.[1]);
    assert.ok((await layerOf(notice)) < (await layerOf(panel)));

    // The element drawn at a point where the panel and the notice overlap.
    const panelBox = panel.locator('xpath=..');
    await panelBox.scrollIntoViewIfNeeded();
    const topAtOverlap = () =>
      panelBox.evaluate((element) => {
        const frame = (element.parentElement as HTMLElement).getBoundingClientRect();
        const hit = document.elementFromPoint(frame.left + frame.width / 2, frame.top + 100);
        return hit?.textContent ?? '';
      });
    assert.match(await topAtOverlap(), /^Side panel/);

    await demo.getByRole('group', { name: 'zIndex of the notice' }).getByRole('button', { name: 'modal' }).click();
    const raised = demo.getByText(/^Notice \(modal: \d+\)$/);
    await raised.waitFor();
    assert.ok((await layerOf(raised)) > (await layerOf(panel)));
    await until(async () => (await topAtOverlap()).startsWith('Notice'), 'the notice to be drawn on top');
  });

  it('the shadow scale has one sample per theme shadow, the first without a shadow, and a card lifts on hover', async () => {
    const scale = await reader.openDemo('/system/shadows', 'SystemShadowsScale');
    const samples = scale.getByRole('list', { name: 'Shadows of the theme' }).getByRole('listitem');
    assert.equal(await samples.count(), 25);
    const shadows = await samples.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).boxShadow),
    );
    assert.equal(shadows[0], 'none');
    assert.ok(
      shadows.slice(1).every((shadow) => shadow !== 'none'),
      'every other sample has a shadow',
    );
    assert.equal(new Set(shadows).size, 25, 'each index is a different shadow');

    const lift = await reader.openDemo('/system/shadows', 'SystemShadowsLift');
    const card = lift.getByRole('button', { name: /Three ferries worth the detour/ });
    const resting = await styleOf(card, 'box-shadow');
    await card.hover();
    await until(async () => (await styleOf(card, 'box-shadow')) !== resting, 'the shadow to deepen on hover');
    await card.click();
    await lift.getByText('Reading list: Three ferries worth the detour').waitFor();
  });

  it("fontWeight: 'bold' gives the weight theme.typography.fontWeightBold holds", async () => {
    const demo = await reader.openDemo('/system/typography', 'SystemTypographyWeight');
    const sample = demo.getByText('The ferry leaves at dawn', { exact: true });
    const status = demo.getByRole('status');
    await demo.getByRole('group', { name: 'fontWeight' }).getByRole('button', { name: 'bold', exact: true }).click();
    await until(async () => (await status.innerText()).includes('fontWeightBold'), 'the bold key to be reported');
    const weight = (await status.innerText()).match(/= (\d+)$/)?.[1];
    assert.ok(weight, 'the theme value is shown');
    assert.equal(await styleOf(sample, 'font-weight'), weight);

    await demo.getByRole('group', { name: 'textAlign' }).getByRole('button', { name: 'center', exact: true }).click();
    await until(async () => (await styleOf(sample, 'text-align')) === 'center', 'the text to be centered');
  });

  it('the banner takes the palette color the reader picks', async () => {
    const demo = await reader.openDemo('/system/palette', 'SystemPaletteBanner');
    // The box around the banner's text, whichever color it names.
    const banner = demo.getByText(/^Banner in \w+$/).locator('xpath=..');
    /** The color a CSS variable of the theme resolves to on this page. */
    const resolved = (variable: string) =>
      banner.evaluate((element, name) => {
        const probe = document.createElement('span');
        probe.style.color = `var(${name})`;
        element.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      }, variable);

    assert.equal(await styleOf(banner, 'background-color'), await resolved('--mui-palette-primary-main'));
    await demo
      .getByRole('group', { name: 'Palette color' })
      .getByRole('button', { name: 'error', exact: true })
      .click();
    await demo.getByText('Banner in error', { exact: true }).waitFor();
    assert.equal(await styleOf(banner, 'background-color'), await resolved('--mui-palette-error-main'));
    assert.equal(await styleOf(banner, 'color'), await resolved('--mui-palette-error-contrastText'));
  });
});
