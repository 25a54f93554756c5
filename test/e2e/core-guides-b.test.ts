/**
 * Guides part B, CSS in JS and the legacy styles pages, as a reader uses their demos: the localization
 * demo turns the TablePagination texts into German and lists exactly the locales @mui/material 5.18.0
 * exports; the right-to-left demo mirrors its layout (breadcrumbs, borders, the forward arrow) while a
 * no-flip rule keeps its side, also inside a page that is itself right-to-left; the styles pages'
 * modern equivalents follow their props and their nested theme.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { lookPreferences, storeLook } from '../support/crawl';
import { until } from '../support/until';

/** The locale names the installed package declares, read from its declaration file. */
function declaredLocales(): string[] {
  const file = path.resolve(__dirname, '..', '..', 'node_modules', '@mui', 'material', 'locale', 'index.d.ts');
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^export declare const (\w+): Localization;$/gm)].map((match) => match[1]!).sort();
}

/** The left edge of an element, in CSS pixels. */
const leftOf = (locator: Locator): Promise<number> =>
  locator.evaluate((element) => element.getBoundingClientRect().left);

/** The computed widths of the left and right borders. */
const sideBorders = (locator: Locator): Promise<[string, string]> =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.borderLeftWidth, style.borderRightWidth];
  });

describe('guides, CSS in JS and styles demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('the localization demo switches the pagination texts to German and keeps the page', async () => {
    const demo = await reader.openDemo('/guides/localization', 'GuideLocalizationPagination');
    await demo.getByText('Rows per page:', { exact: true }).waitFor();
    await demo.getByText('1–10 of 137', { exact: true }).waitFor();

    await demo.getByRole('button', { name: 'Go to next page' }).click();
    await demo.getByText('11–20 of 137', { exact: true }).waitFor();

    const german = demo.getByRole('button', { name: 'Deutsch' });
    await german.click();
    await until(async () => (await german.getAttribute('aria-pressed')) === 'true', 'Deutsch to be pressed');
    await demo.getByText('Zeilen pro Seite:', { exact: true }).waitFor();
    // The page stays where it was; only the words change.
    await demo.getByText('11–20 von 137', { exact: true }).waitFor();
    assert.equal(await demo.getByText('Rows per page:', { exact: true }).count(), 0);
    // The accessible names of the arrows are translated too, and they still work.
    await demo.getByRole('button', { name: 'Zur vorherigen Seite' }).click();
    await demo.getByText('1–10 von 137', { exact: true }).waitFor();
  });

  it('the locale list shows exactly the locales of the installed package, and filters them', async () => {
    const expected = declaredLocales();
    assert.ok(expected.length > 40, 'the declaration file lists the locales');
    const demo = await reader.openDemo('/guides/localization', 'GuideLocalizationList');
    await demo.getByText(`@mui/material/locale exports ${expected.length} locales.`).waitFor();
    const list = demo.getByRole('list', { name: 'Locales of @mui/material/locale' });
    assert.deepEqual(await list.getByRole('listitem').allInnerTexts(), expected);

    await demo.getByRole('textbox', { name: 'Filter the locales' }).fill('zh');
    await demo.getByText(`Showing 3 of ${expected.length}`).waitFor();
    assert.deepEqual(await list.getByRole('listitem').allInnerTexts(), ['zhCN', 'zhHK', 'zhTW']);
  });

  it('the right-to-left demo mirrors its layout, except the @noflip rule', async () => {
    const demo = await reader.openDemo('/guides/right-to-left', 'GuideRtlMirror');
    const crumbs = demo.getByRole('navigation', { name: 'Checkout steps' });
    const first = crumbs.getByText('Cart', { exact: true });
    const last = crumbs.getByText('Payment', { exact: true });
    const mirrored = demo.getByText('This note follows the direction.');
    const pinned = demo.getByText('This note keeps its left border.');

    await demo.getByText('theme.direction is ltr').waitFor();
    assert.ok((await leftOf(first)) < (await leftOf(last)), 'left to right, the first step is on the left');
    assert.deepEqual(await sideBorders(mirrored), ['4px', '0px']);
    assert.deepEqual(await sideBorders(pinned), ['4px', '0px']);
    await demo.getByTestId('ArrowForwardIcon').waitFor();

    await demo.getByRole('switch', { name: 'Right-to-left' }).click();
    await demo.getByText('theme.direction is rtl').waitFor();
    await until(async () => (await leftOf(first)) > (await leftOf(last)), 'the breadcrumbs to start from the right');
    // The RTL cache moved the border to the right side; the @noflip rule kept its left border.
    assert.deepEqual(await sideBorders(mirrored), ['0px', '4px']);
    assert.deepEqual(await sideBorders(pinned), ['4px', '0px']);
    // "Forward" points left in a right-to-left layout.
    await demo.getByTestId('ArrowBackIcon').waitFor();
    assert.equal(await demo.getByTestId('ArrowForwardIcon').count(), 0);
  });

  it('in a right-to-left page, the demo switched off is still laid out left to right', async () => {
    const page = await reader.open('/guides/right-to-left');
    await page.evaluate(storeLook, lookPreferences({ mode: 'light', direction: 'rtl' }));
    await page.reload();
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');

    const demo = page.getByRole('region', { name: 'Demo: GuideRtlMirror' });
    await demo.getByText('theme.direction is ltr').waitFor();
    const crumbs = demo.getByRole('navigation', { name: 'Checkout steps' });
    // The demo's own left-to-right cache keeps its styles unmirrored inside the mirrored page.
    await until(
      async () =>
        (await leftOf(crumbs.getByText('Cart', { exact: true }))) <
        (await leftOf(crumbs.getByText('Payment', { exact: true }))),
      'the demo to stay left to right',
    );
    assert.deepEqual(await sideBorders(demo.getByText('This note follows the direction.')), ['4px', '0px']);
  });

  it('the styles pages show their modern equivalents following props and a nested theme', async () => {
    const meterDemo = await reader.openDemo('/styles/basics', 'StylesModernStorageMeter');
    const meter = meterDemo.getByRole('progressbar', { name: 'Storage used' });
    const filled = (): Promise<number> =>
      meter.evaluate((track) => {
        const fill = track.firstElementChild as HTMLElement;
        return fill.getBoundingClientRect().width / track.getBoundingClientRect().width;
      });
    const fillColor = (): Promise<string> =>
      meter.evaluate((track) => getComputedStyle(track.firstElementChild as HTMLElement).backgroundColor);
    assert.equal(await meter.getAttribute('aria-valuenow'), '60');
    await until(async () => Math.abs((await filled()) - 0.6) < 0.01, 'the meter to be 60% full');
    const normalColor = await fillColor();

    await meterDemo.getByRole('button', { name: '95%' }).click();
    await meterDemo.getByText('95% of 50 GB used: almost full').waitFor();
    assert.equal(await meter.getAttribute('aria-valuenow'), '95');
    await until(async () => Math.abs((await filled()) - 0.95) < 0.01, 'the meter to be 95% full');
    await until(async () => (await fillColor()) !== normalColor, 'the fill to take the error color');

    const themeDemo = await reader.openDemo('/styles/advanced', 'StylesModernTheming');
    const panel = themeDemo.getByRole('region', { name: 'Themed panel' });
    const radius = (): Promise<string> => panel.evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
    const readout = themeDemo.getByText(/^Corner radius from the theme: \d+px$/);
    const outer = /(\d+)px$/.exec(await readout.innerText())![1];
    // The styled panel and useTheme() read the same theme.
    assert.equal(await radius(), `${outer}px`);

    await themeDemo.getByRole('switch', { name: 'Nest a theme with rounder corners' }).click();
    await themeDemo.getByText('Corner radius from the theme: 16px').waitFor();
    await until(async () => (await radius()) === '16px', 'the panel to take the nested radius');
  });
});
