/**
 * The customization pages, part B: the theme explorer filters, opens with the keyboard, copies a path
 * and follows the settings drawer's dark mode; the z-index table reads the live theme; the spacing
 * calculator follows the reader's arguments and the spacing preference; the dense and override
 * demos change the components they wrap.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === element.ownerDocument.activeElement);

const height = (locator: Locator): Promise<number> =>
  locator.evaluate((element) => element.getBoundingClientRect().height);

/**
 * One entry of the explorer's tree by its path. Labels repeat (`palette` is also under `colorSchemes`
 * and `vars`), and the tree view gives each item the id `<tree id>-<item id>`, the item id being the path.
 */
const entry = (tree: Locator, path: string): Locator => tree.locator(`[role="treeitem"][id$="-${path}"]`);

async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).first().click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.waitFor();
  return settings;
}

describe('customization pages (part B)', () => {
  const site = useServedSite();
  const reader = useReaderPage(site, { permissions: ['clipboard-read', 'clipboard-write'] });

  it('the theme explorer filters to primary, opens with the keyboard and copies a path', async () => {
    const page = await reader.open('/customization/default-theme');
    const explorer = page.getByRole('region', { name: 'Theme explorer' });
    const tree = explorer.getByRole('tree', { name: 'Theme' });
    const status = explorer.getByRole('status');
    await status.getByText(/^\d+ top-level keys$/).waitFor();
    const palette = entry(tree, 'theme.palette');
    assert.match(await palette.innerText(), /^palette: \{…\}/);
    assert.equal(await palette.getAttribute('aria-expanded'), 'false');
    // Only the open levels are drawn.
    assert.equal(await tree.getByRole('treeitem', { name: /^primary:/ }).count(), 0);

    await explorer.getByRole('searchbox', { name: 'Search keys and values' }).fill('primary');
    await status.getByText(/matches$/).waitFor();
    await until(async () => (await palette.getAttribute('aria-expanded')) === 'true', 'the palette to open');
    // Nothing but the matches and the objects above them: no spacing, no shadows.
    assert.equal(await tree.getByRole('treeitem', { name: /^spacing:/ }).count(), 0);
    assert.equal(await tree.getByRole('treeitem', { name: /^shadows:/ }).count(), 0);
    const primary = entry(tree, 'theme.palette.primary');
    await primary.waitFor();
    assert.match(await primary.innerText(), /^primary: \{…\}/);
    assert.equal(await primary.getAttribute('aria-expanded'), 'false');

    // The keyboard opens the matching object; ArrowDown reaches its first entry.
    await primary.click();
    await until(async () => (await primary.getAttribute('aria-expanded')) === 'true', 'a click to open primary');
    await page.keyboard.press('ArrowLeft');
    await until(async () => (await primary.getAttribute('aria-expanded')) === 'false', 'ArrowLeft to close primary');
    await page.keyboard.press('ArrowRight');
    await until(async () => (await primary.getAttribute('aria-expanded')) === 'true', 'ArrowRight to open primary');
    const main = entry(tree, 'theme.palette.primary.main');
    await main.waitFor();
    await page.keyboard.press('ArrowDown');
    await until(() => isFocused(main), 'ArrowDown to move to primary.main');
    await page.keyboard.press('Space');

    const selected = explorer.getByRole('group', { name: 'Selected entry' });
    await selected.getByText('theme.palette.primary.main', { exact: true }).waitFor();
    // The value is the live theme's, the same one a demo's primary button is painted with.
    const mainName = (await main.textContent()) ?? '';
    const mainValue = mainName.replace(/^main: "(.*)"$/, '$1');
    assert.match(mainValue, /^#[0-9a-f]{6}$/i);
    await selected.getByRole('button', { name: 'Copy', exact: true }).click();
    await selected.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'theme.palette.primary.main');

    await explorer.getByRole('searchbox', { name: 'Search keys and values' }).fill('zzqx');
    await status.getByText('No key or value matches “zzqx”').waitFor();
    assert.equal(await tree.getByRole('treeitem').count(), 0);
  });

  it('the theme explorer follows dark mode when the settings drawer switches it', async () => {
    const page = await reader.open('/customization/default-theme');
    const explorer = page.getByRole('region', { name: 'Theme explorer' });
    await explorer.getByRole('searchbox', { name: 'Search keys and values' }).fill('palette.mode');
    const tree = explorer.getByRole('tree', { name: 'Theme' });
    // The mode of the current palette (the light and dark schemes under colorSchemes never change).
    const mode = entry(tree, 'theme.palette.mode');
    await mode.waitFor();
    assert.equal(await mode.innerText(), 'mode: "light"');
    await mode.click();
    const selected = explorer.getByRole('group', { name: 'Selected entry' });
    await selected.getByText('"light"', { exact: true }).waitFor();

    const settings = await openSettings(page);
    await settings.getByRole('button', { name: 'Dark' }).click();
    await page.waitForFunction(() => document.body.classList.contains('mode-dark'));
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'hidden' });
    await until(async () => (await mode.innerText()) === 'mode: "dark"', 'the tree to show the dark palette');
    await selected.getByText('"dark"', { exact: true }).waitFor();
    assert.equal(await entry(tree, 'theme.colorSchemes.light.palette.mode').innerText(), 'mode: "light"');
  });

  it('the z-index table shows the live theme layers, modal at 1300, in stacking order', async () => {
    const demo = await reader.openDemo('/customization/z-index', 'ZIndexThemeValues');
    const table = demo.getByRole('table');
    const modal = table.getByRole('row', { name: /^modal 1300 / });
    await modal.waitFor();
    const keys = (await table.getByRole('rowheader').allTextContents()).map((text) => text.trim());
    assert.deepEqual(keys, ['mobileStepper', 'fab', 'speedDial', 'appBar', 'drawer', 'modal', 'snackbar', 'tooltip']);
    // The page's own theme, read in the browser, agrees with the table.
    const values = await table
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1).map((row) => Number(row.querySelectorAll('td')[0]?.textContent)));
    assert.deepEqual(values, [1000, 1050, 1050, 1100, 1200, 1300, 1400, 1500]);
  });

  it('the spacing calculator calls theme.spacing with the chosen arguments and follows the spacing preference', async () => {
    const demo = await reader.openDemo('/customization/spacing', 'SpacingCalculator');
    const result = demo.getByRole('status');
    await demo.getByText('theme.spacing(1) = 8px', { exact: false }).waitFor();
    await result.getByText('"16px 24px"').waitFor();

    await demo.getByRole('button', { name: '4', exact: true }).click();
    await result.getByText('"16px 24px 8px 4px"').waitFor();
    await demo.getByRole('button', { name: '1', exact: true }).click();
    await demo.getByRole('spinbutton', { name: 'Factor: all sides' }).fill('-1.5');
    await result.getByText('"-12px"').waitFor();
    await demo.getByText(/Padding cannot be negative/).waitFor();

    // With a spacing of 10 px chosen in the settings, the same calls use the new unit.
    const page = reader.page;
    await page.evaluate(() =>
      localStorage.setItem(
        'portal.display',
        JSON.stringify({ direction: 'ltr', dense: false, spacing: 10, colors: {} }),
      ),
    );
    await page.reload();
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    const reloaded = page.getByRole('region', { name: 'Demo: SpacingCalculator' });
    await reloaded.getByText('theme.spacing(1) = 10px', { exact: false }).waitFor();
    await reloaded.getByRole('status').getByText('"20px 30px"').waitFor();
  });

  it('the dense theme demo makes the same components smaller', async () => {
    const demo = await reader.openDemo('/customization/density', 'DensityDenseTheme');
    const row = demo.getByRole('table', { name: 'Order lines' }).getByRole('row').nth(1);
    const field = demo.getByRole('textbox', { name: 'Customer' });
    const comfortable = { row: await height(row), field: await height(field) };
    await demo.getByRole('switch', { name: 'Dense theme' }).check();
    await until(async () => (await height(row)) < comfortable.row, 'the table rows to get shorter');
    assert.ok((await height(field)) < comfortable.field, 'the text field gets shorter');
  });

  it('the theme overrides demo styles a custom dashed variant only while its theme applies', async () => {
    const demo = await reader.openDemo('/customization/components', 'CustomizeComponentsTheme');
    const dashed = demo.getByRole('button', { name: 'Add a section' });
    const borderStyle = () => dashed.evaluate((element) => getComputedStyle(element).borderTopStyle);
    assert.equal(await borderStyle(), 'dashed');
    await demo.getByRole('switch', { name: "Apply the theme's button overrides" }).uncheck();
    await until(async () => (await borderStyle()) !== 'dashed', 'the dashed border to go with the theme');
  });
});
