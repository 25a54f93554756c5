/**
 * The icon pages: the Material Icons gallery filters by name, switches themes, gives an icon's import
 * line to the clipboard and draws more icons as the reader scrolls, fetching only the data chunks it
 * shows; the Icons page draws Icon font glyphs with one stylesheet and one font request, which other
 * pages never make.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

const GALLERY = '/components/material-icons';

/** The URLs the page has fetched so far (Resource Timing), filtered by a part of their path. */
const fetched = (page: Page, part: string): Promise<string[]> =>
  page.evaluate(
    (text) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.includes(text)),
    part,
  );

const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === element.ownerDocument.activeElement);

/** Whether an icon button shows its drawing (an svg with a path), not the placeholder. */
const isDrawn = (button: Locator): Promise<boolean> =>
  button.evaluate((element) => element.querySelector('svg path, svg circle') !== null);

describe('Material Icons gallery and the Icons page', () => {
  const site = useServedSite();
  const reader = useReaderPage(site, { permissions: ['clipboard-read', 'clipboard-write'] });

  it('filters to AlarmAdd, switches to Outlined and copies the import line from the dialog', async () => {
    const page = await reader.open(GALLERY);
    const status = page.getByRole('status').filter({ hasText: /icons?|match/ });
    await status.getByText('2,133 icons').waitFor();
    const grid = page.getByRole('grid', { name: 'Icons' });
    // The first screen needs the first Filled chunk only, never all the data.
    await until(async () => isDrawn(grid.getByRole('button').first()), 'the first icons to be drawn');
    const first = await fetched(page, '/assets/material-icons/');
    assert.ok(first.some((path) => path.endsWith('/index.json')));
    assert.deepEqual(
      first.filter((path) => !path.endsWith('/index.json')).map((path) => path.split('/').pop()),
      ['filled-0.json'],
    );

    await page.getByRole('searchbox', { name: 'Search icons' }).fill('alarm add');
    const alarmAdd = grid.getByRole('button', { name: 'AlarmAdd', exact: true });
    await alarmAdd.waitFor();
    // AlarmAdd and AddAlarm hold both words; the exact name comes first.
    await status.getByText('2 icons', { exact: true }).waitFor();
    assert.equal(await grid.getByRole('button').first().textContent(), 'AlarmAdd');
    assert.ok(await grid.getByRole('button', { name: 'AddAlarm', exact: true }).isVisible());

    await page.getByRole('combobox', { name: 'Theme' }).selectOption('Outlined');
    const outlined = grid.getByRole('button', { name: 'AlarmAddOutlined', exact: true });
    await outlined.waitFor();
    await until(() => isDrawn(outlined), 'AlarmAddOutlined to be drawn');
    assert.equal(await alarmAdd.count(), 0);

    await outlined.click();
    const dialog = page.getByRole('dialog', { name: 'AlarmAddOutlined' });
    const line = "import AlarmAddOutlined from '@mui/icons-material/AlarmAddOutlined';";
    await dialog.getByText(line, { exact: true }).waitFor();
    const copy = dialog.getByRole('button', { name: 'Copy', exact: true });
    await copy.click();
    await dialog.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), line);
    // Copy -> Copied lasts 1.2 s, then the button reads Copy again.
    await copy.waitFor({ timeout: 3000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox', { name: 'Search icons' }).fill('zzqx');
    await status.getByText('No icons match “zzqx”').waitFor();
    assert.equal(await grid.getByRole('button').count(), 0);
  });

  it('draws more icons, from more chunks, as the reader scrolls, and moves with the arrow keys', async () => {
    const page = await reader.open(GALLERY);
    const grid = page.getByRole('grid', { name: 'Icons' });
    await page.getByRole('status').getByText('2,133 icons').waitFor();
    const firstIcon = grid.getByRole('button', { name: 'Abc', exact: true });
    await firstIcon.waitFor();
    assert.equal(await grid.getByRole('button', { name: 'ZoomOutMap', exact: true }).count(), 0);

    // Jump to the end of the grid: only the rows on screen then are drawn, not the ones in between.
    await grid.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 40),
    );
    const last = grid.getByRole('button', { name: 'ZoomOutMap', exact: true });
    await last.waitFor();
    await until(() => isDrawn(last), 'the last icon to be drawn');
    const chunks = (await fetched(page, '/assets/material-icons/')).map((path) => path.split('/').pop());
    assert.ok(chunks.includes('filled-10.json'), `the last chunk is fetched (${chunks.join(', ')})`);
    assert.ok(chunks.length < 8, `only the chunks on screen are fetched (${chunks.join(', ')})`);

    await page.evaluate(() => window.scrollTo(0, 0));
    await firstIcon.focus();
    assert.equal(await firstIcon.getAttribute('tabindex'), '0');
    await page.keyboard.press('ArrowRight');
    const second = grid.getByRole('button').nth(1);
    await until(() => isFocused(second), 'ArrowRight to focus the second icon');
    await page.keyboard.press('ArrowDown');
    await until(
      () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.position !== '1'),
      'ArrowDown to move a row down',
    );
  });

  it('the Icons page draws Icon font glyphs with the font stylesheet loaded once', async () => {
    const demo = await reader.openDemo('/components/icons', 'IconFontLigatures');
    const page = reader.page;
    const star = demo.getByText('star', { exact: true }).first();
    await until(
      () => page.evaluate(() => document.fonts.check('24px "Material Icons"')),
      'the Material Icons font to load',
    );
    // A drawn ligature is one glyph, 1em wide; the word "star" in a text font would overflow its box.
    assert.ok(await star.evaluate((element) => element.scrollWidth <= element.clientWidth + 1));
    assert.equal(await star.evaluate((element) => getComputedStyle(element).fontFamily), '"Material Icons"');
    assert.equal(await page.locator('link[rel=stylesheet][data-icon-font]').count(), 1);
    assert.equal((await fetched(page, '/fonts/material-icons/')).filter((path) => path.endsWith('.css')).length, 1);
    assert.equal((await fetched(page, '/fonts/material-icons/')).filter((path) => /\.woff2?$/.test(path)).length, 1);
  });

  it('other pages download neither the icon font file nor the gallery', async () => {
    const page = await reader.open('/components/buttons');
    await page.waitForLoadState('networkidle');
    // The shell links the small stylesheet once per visit; the font file itself comes only with a glyph.
    assert.deepEqual(
      (await fetched(page, '/fonts/material-icons/')).filter((path) => /\.woff2?$/.test(path)),
      [],
    );
    assert.deepEqual(await fetched(page, '/assets/material-icons/'), []);
    const scripts = (await fetched(page, '.js')).filter((path) => path.startsWith('/assets/js/'));
    for (const script of scripts) {
      const code = await page.evaluate((url) => fetch(url).then((response) => response.text()), script);
      assert.ok(!code.includes('No icons match'), `${script} holds no gallery code`);
    }
  });
});
