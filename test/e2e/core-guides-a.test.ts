/**
 * A reader uses the demos of the first guides: a router link rendered through `component` or the theme
 * stays in the app, a wrapper with `muiName` is recognized by its parent, an inline component loses the
 * focus, controlled and uncontrolled paginations differ, refs reach their elements, and the responsive
 * demos change their layout between a phone and a desktop window.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';
import { BREAKPOINTS } from '../../src/data/constants';

const PHONE = { width: 390, height: 900 };
const DESKTOP = { width: 1200, height: 900 };

async function top(locator: Locator): Promise<number> {
  const rect = await locator.boundingBox();
  assert.ok(rect, 'the element is laid out');
  return Math.round(rect.y);
}

/** Whether the element has the keyboard focus. */
const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === element.ownerDocument.activeElement);

describe('guides part A demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('router links passed as component, or set in the theme, render anchors and stay in the app', async () => {
    const demo = await reader.openDemo('/guides/composition', 'GuideCompositionRouterLink');
    const page = reader.page;
    const nav = demo.getByRole('navigation', { name: 'Guides (demo router)' });
    const api = nav.getByRole('link', { name: 'API' });
    assert.equal(await api.getAttribute('href'), '/guides/api');
    assert.equal(await nav.getByRole('link', { name: 'Composition' }).getAttribute('aria-current'), 'page');
    await demo.getByText('Router location: /guides/composition').waitFor();

    await api.click();
    await demo.getByText('Router location: /guides/api').waitFor();
    assert.equal(await api.getAttribute('aria-current'), 'page');
    assert.equal(new URL(page.url()).pathname, '/guides/composition', 'the click did not leave the page');

    // A plain Link and a Button with only an href go through the theme's adapter to the same router.
    const themed = demo.getByRole('link', { name: 'link to server rendering' });
    assert.equal(await themed.getAttribute('href'), '/guides/server-rendering');
    await themed.click();
    await demo.getByText('Router location: /guides/server-rendering').waitFor();
    const button = demo.getByRole('link', { name: 'Responsive UI' });
    assert.equal(await button.getAttribute('href'), '/guides/responsive-ui');
    await button.click();
    await demo.getByText('Router location: /guides/responsive-ui').waitFor();
    assert.equal(new URL(page.url()).pathname, '/guides/composition');
  });

  it('StepButton recognizes a wrapped StepLabel only when the wrapper has muiName', async () => {
    const demo = await reader.openDemo('/guides/composition', 'GuideCompositionMuiName');
    const iconsOfFirstStep = (stepper: string) =>
      demo.getByRole('group', { name: stepper }).getByRole('button', { name: /Cart/ }).locator('svg').count();
    assert.equal(await iconsOfFirstStep('Checkout without muiName'), 2, 'wrapped in a second label: two icons');
    assert.equal(await iconsOfFirstStep('Checkout with muiName'), 1, 'recognized: one icon');
  });

  it('a component declared inline is replaced on each render and loses the focus; a stable one keeps it', async () => {
    const demo = await reader.openDemo('/guides/composition', 'GuideCompositionInlineComponent');
    const page = reader.page;
    const stable = demo.getByRole('button', { name: /^Stable component/ });
    await stable.focus();
    await page.keyboard.press('Enter');
    await demo.getByText('Stable component: the focus stayed on the button.').waitFor();
    await demo.getByRole('button', { name: 'Stable component (1)' }).waitFor();
    assert.ok(await isFocused(stable), 'the stable button keeps the focus');

    const inline = demo.getByRole('button', { name: /^Inline component/ });
    await inline.focus();
    await page.keyboard.press('Enter');
    await demo.getByText('Inline component: the focus was lost.').waitFor();
    await demo.getByRole('button', { name: 'Inline component (1)' }).waitFor();
    assert.equal(await inline.evaluate(() => document.activeElement === document.body), true);
  });

  it('a controlled pagination follows its parent, an uncontrolled one keeps its own page', async () => {
    const demo = await reader.openDemo('/guides/api', 'GuideApiControlled');
    const uncontrolled = demo.getByRole('navigation', { name: 'Uncontrolled pagination', exact: true });
    const controlled = demo.getByRole('navigation', { name: 'Controlled pagination', exact: true });
    const current = (nav: Locator) => nav.getByRole('button', { name: /page \d/ }).and(nav.locator('[aria-current]'));
    assert.match((await current(uncontrolled).getAttribute('aria-label')) ?? '', /page 2$/, 'defaultPage 2');

    await uncontrolled.getByRole('button', { name: 'Go to page 4' }).click();
    await controlled.getByRole('button', { name: 'Go to page 3' }).click();
    await demo.getByText('Parent state: page 3').waitFor();
    assert.match((await current(uncontrolled).getAttribute('aria-label')) ?? '', /page 4$/);

    await demo.getByRole('button', { name: 'Back to page 1' }).click();
    await demo.getByText('Parent state: page 1').waitFor();
    await until(
      async () => /page 1$/.test((await current(controlled).getAttribute('aria-label')) ?? ''),
      'the controlled pagination to show page 1',
    );
    assert.match((await current(uncontrolled).getAttribute('aria-label')) ?? '', /page 4$/, 'unchanged');
  });

  it('ref reaches the TextField root with the spread attribute, inputRef the input', async () => {
    const demo = await reader.openDemo('/guides/api', 'GuideApiRefForwarding');
    await demo.getByText('ref: a <div> with data-section="billing"; inputRef: an <input>.').waitFor();
    await demo.getByRole('button', { name: 'Focus the email field' }).click();
    await until(() => isFocused(demo.getByRole('textbox', { name: 'Billing email' })), 'the input to have the focus');
  });

  it('the plans grid is one column on a phone and one row on a desktop', async () => {
    const demo = await reader.openDemo('/guides/responsive-ui', 'GuideResponsiveGrid');
    const page = reader.page;
    const plans = ['Starter', 'Team', 'Business', 'Enterprise'].map((name) => demo.getByText(name, { exact: true }));

    await page.setViewportSize(PHONE);
    await until(async () => {
      const tops = await Promise.all(plans.map(top));
      return tops.every((value, index) => index === 0 || value > tops[index - 1]);
    }, 'each plan below the previous one at 390 px');

    await page.setViewportSize(DESKTOP);
    await until(async () => new Set(await Promise.all(plans.map(top))).size === 1, 'all plans on one row at 1200 px');
  });

  it('the responsive stack turns from a column into a row and shows the item count from md', async () => {
    const demo = await reader.openDemo('/guides/responsive-ui', 'GuideResponsiveStack');
    const page = reader.page;
    const title = demo.getByText('Order 1042');
    const button = demo.getByRole('button', { name: 'Track parcel' });
    const count = demo.getByText('3 items, 84.50 EUR');

    await page.setViewportSize(PHONE);
    await until(async () => (await top(button)) > (await top(title)) + 20, 'the button under the title at 390 px');
    assert.equal(await count.isVisible(), false, 'the item count is hidden on a phone');

    await page.setViewportSize(DESKTOP);
    await count.waitFor({ state: 'visible' });
    await until(async () => Math.abs((await top(button)) - (await top(count))) < 24, 'one row at 1200 px');
  });

  it('the breakpoint table shows the theme values and marks the current range', async () => {
    const demo = await reader.openDemo('/guides/responsive-ui', 'GuideResponsiveBreakpoints');
    const page = reader.page;
    const row = (key: string) =>
      demo.getByRole('row').filter({ has: page.getByRole('rowheader', { name: key, exact: true }) });
    assert.equal(
      (await row('md').getByRole('cell').first().innerText()).trim(),
      `${BREAKPOINTS.md}px to ${BREAKPOINTS.lg - 1}px`,
    );
    assert.equal((await row('xl').getByRole('cell').first().innerText()).trim(), `${BREAKPOINTS.xl}px and wider`);

    await page.setViewportSize(DESKTOP);
    await until(async () => (await row('lg').innerText()).includes('current'), 'lg to be current at 1200 px');
    await page.setViewportSize(PHONE);
    await until(async () => (await row('xs').innerText()).includes('current'), 'xs to be current at 390 px');
    assert.equal((await row('lg').innerText()).includes('current'), false);
  });

  it('responsiveFontSizes adds one h3 size per breakpoint, and the switch takes them away', async () => {
    const demo = await reader.openDemo('/guides/responsive-ui', 'GuideResponsiveFontSizes');
    const sizes = demo.getByRole('list', { name: 'h3 font sizes' }).getByRole('listitem');
    assert.equal(await sizes.count(), 4, 'the base size and sm, md and lg');
    await demo.getByRole('switch', { name: 'Apply responsiveFontSizes' }).uncheck();
    await until(async () => (await sizes.count()) === 1, 'only the base size without the function');
  });
});
