/** A reader changes the display preferences from the settings drawer and keeps them. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { useReaderPage, type ReaderPage } from '../support/readerPage';
import { useServedSite } from '../support/suite';
import { until } from '../support/until';

const PICKERS = '/x/react-date-pickers';

describe('display preferences', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);
  let page: Page;
  const open = async (path: string, options: Parameters<ReaderPage['open']>[1] = {}): Promise<void> => {
    page = await reader.open(path, options);
  };

  const settings = () => page.getByRole('dialog', { name: 'Settings' });
  const openSettings = async (): Promise<void> => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).first().click();
    await settings().waitFor();
  };
  const attributes = () =>
    page.evaluate(() => ({
      dataTheme: document.documentElement.dataset.theme,
      bodyClass: document.body.className,
      themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      dir: document.documentElement.dir,
    }));
  const calendarText = () =>
    page
      .locator('.MuiDayCalendar-weekDayLabel')
      .first()
      .evaluate((el) => getComputedStyle(el).color);

  it('switches between light and dark, and keeps the choice across reloads and navigation', async () => {
    await open(PICKERS);
    await openSettings();
    await settings().getByRole('button', { name: 'Dark' }).click();
    assert.equal(await settings().getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed'), 'true');
    await page.waitForFunction(() => document.body.classList.contains('mode-dark'));
    assert.deepEqual(await attributes(), {
      dataTheme: 'dark',
      bodyClass: 'mode-dark',
      themeColor: '#0b0d0e',
      dir: 'ltr',
    });
    assert.equal(await calendarText(), 'rgba(255, 255, 255, 0.7)');

    await page.keyboard.press('Escape');
    await settings().waitFor({ state: 'hidden' });
    await page.reload();
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.body.classList.contains('mode-dark'));
    assert.equal((await attributes()).dataTheme, 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Charts', exact: true }).click();
    await page.waitForURL(`${site.origin}/x/react-charts`);
    assert.equal((await attributes()).dataTheme, 'dark');

    await openSettings();
    await settings().getByRole('button', { name: 'Light' }).click();
    await page.waitForFunction(() => document.body.classList.contains('mode-light'));
    assert.deepEqual(await attributes(), {
      dataTheme: 'light',
      bodyClass: 'mode-light',
      themeColor: '#ffffff',
      dir: 'ltr',
    });
  });

  it('the first frame of a reload already shows the stored dark mode', async () => {
    await open(PICKERS);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    // Stop scripts from the bundle: what shows is the server HTML plus the inline head scripts.
    await page.route('**/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
      'rgb(11, 13, 14)',
    );
    assert.equal(await calendarText(), 'rgba(255, 255, 255, 0.7)');
    const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 400, height: 300 } });
    assert.ok(isMostlyDark(shot), 'the first screenshot is dark');
    await page.unroute('**/*.js');
    // The blocked scripts were logged as failed loads: that was the point.
    reader.problems.consoleErrors.length = 0;
  });

  it("a stored dark choice wins over MUI's disagreeing keys: dark first paint, dark MUI after hydration, and a switch to light sticks", async () => {
    await open(PICKERS);
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('portal.mui-mode', 'light');
      localStorage.setItem('portal.mui-color-scheme', 'light');
      localStorage.setItem('portal.mui-color-scheme-light', 'light');
      localStorage.setItem('portal.mui-color-scheme-dark', 'light');
    });
    // The first paint: the server HTML plus the inline head scripts, no bundle.
    await page.route('**/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
      'rgb(11, 13, 14)',
    );
    await page.unroute('**/*.js');
    reader.problems.consoleErrors.length = 0;

    await page.reload();
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.body.classList.contains('mode-dark'));
    const storedKeys = () =>
      page.evaluate(() => ({
        theme: localStorage.getItem('theme'),
        legacy: [
          'portal.mui-mode',
          'portal.mui-color-scheme',
          'portal.mui-color-scheme-light',
          'portal.mui-color-scheme-dark',
        ]
          .map((key) => localStorage.getItem(key))
          .filter((value) => value !== null),
        muiMode: localStorage.getItem('portal.mui-copy.mode'),
        muiDarkScheme: localStorage.getItem('portal.mui-copy.color-scheme-dark'),
      }));
    // The owner kept its key, dropped the old MUI keys and gave MUI its own choice.
    assert.deepEqual(await storedKeys(), { theme: 'dark', legacy: [], muiMode: 'dark', muiDarkScheme: 'dark' });
    assert.equal(await calendarText(), 'rgba(255, 255, 255, 0.7)');
    await openSettings();
    const paper = () => settings().evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.equal(await paper(), 'rgb(16, 20, 24)');
    assert.equal(await settings().getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed'), 'true');

    await settings().getByRole('button', { name: 'Light' }).click();
    await page.waitForFunction(() => document.body.classList.contains('mode-light'));
    await page.waitForFunction(() => localStorage.getItem('portal.mui-copy.mode') === 'light');
    assert.equal((await attributes()).dataTheme, 'light');
    assert.equal(await paper(), 'rgb(255, 255, 255)');
    assert.equal(await calendarText(), 'rgba(0, 0, 0, 0.6)');

    await page.keyboard.press('Escape');
    await settings().waitFor({ state: 'hidden' });
    await page.reload();
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.body.classList.contains('mode-light'));
    assert.equal((await attributes()).dataTheme, 'light');
    assert.deepEqual(await storedKeys(), { theme: 'light', legacy: [], muiMode: 'light', muiDarkScheme: 'dark' });
    await openSettings();
    assert.equal(await settings().getByRole('button', { name: 'Light' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await paper(), 'rgb(255, 255, 255)');
  });

  it('"system" follows the operating system preference live', async () => {
    await open(PICKERS, { colorScheme: 'dark' });
    await page.waitForFunction(() => document.body.classList.contains('mode-dark'));
    assert.equal((await attributes()).dataTheme, 'dark');
    await openSettings();
    assert.equal(await settings().getByRole('button', { name: 'System' }).getAttribute('aria-pressed'), 'true');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.body.classList.contains('mode-light'));
    assert.equal((await attributes()).dataTheme, 'light');
    assert.equal(await calendarText(), 'rgba(0, 0, 0, 0.6)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), null);
  });

  it('right-to-left flips the document and mirrors MUI components', async () => {
    await open(PICKERS);
    const nextMonth = page.getByRole('button', { name: 'Next month' }).first();
    const before = await nextMonth.boundingBox();
    await openSettings();
    await settings().getByRole('button', { name: 'Right to left' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelectorAll('style[data-emotion^="muirtl"]').length > 0);
    const after = await nextMonth.boundingBox();
    assert.ok(before && after);
    assert.ok(after.x < before.x, `the calendar's arrows move to the other side (${before.x} -> ${after.x})`);
    const drawerSide = await (async () => {
      await openSettings();
      const box = await settings().boundingBox();
      await page.keyboard.press('Escape');
      return box;
    })();
    assert.ok(drawerSide && drawerSide.x < 10, 'the drawer opens from the left in RTL');

    await page.reload();
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  });

  it('a new primary colour reaches MUI buttons and the docs chrome; reset restores it', async () => {
    await open('/x/react-data-grid');
    await openSettings();
    const field = settings().getByRole('textbox', { name: 'Primary', exact: true });
    await field.fill('#12');
    assert.match((await settings().textContent()) ?? '', /Enter a hex color/);
    assert.equal(await field.inputValue(), '#12');
    await field.fill('#b71c1c');
    const modeButton = settings().getByRole('button', { name: 'Light' });
    await modeButton.click();
    await page.waitForFunction(
      () =>
        getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim() === '#b71c1c',
    );
    const dense = settings().getByRole('checkbox', { name: 'Dense components' });
    assert.equal(await dense.isChecked(), false);
    await page.keyboard.press('Escape');
    const toolbarButton = page
      .getByRole('region', { name: 'Demo: DataGridOverviewDemo' })
      .getByRole('button', { name: /columns/i })
      .first();
    // MUI's Button eases its colour over 250 ms, so the colour is read once the transition has settled.
    let colour = '';
    await until(async () => {
      colour = await toolbarButton.evaluate((el) => getComputedStyle(el).color);
      return colour === 'rgb(183, 28, 28)';
    }, 'the grid toolbar button to take the new primary colour').catch((error: Error) => {
      throw new Error(`${error.message} (last read ${colour})`);
    });
    assert.equal(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
      ),
      '#b71c1c',
    );

    await openSettings();
    await settings().getByRole('button', { name: 'Reset colors' }).click();
    await page.waitForFunction(
      () =>
        getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim() === '#0059b2',
    );
  });

  it('the drawer is a keyboard-operable dialog that closes on Escape and on an outside click', async () => {
    await open('/x/introduction', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const gear = page.getByRole('button', { name: 'Settings', includeHidden: true }).first();
    await gear.focus();
    await page.keyboard.press('Enter');
    await settings().waitFor();
    const box = await settings().boundingBox();
    assert.ok(box && box.width >= 389, 'full width on a phone');
    assert.equal(await gear.getAttribute('aria-expanded'), 'true');
    assert.ok(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
      'focus moves into the drawer',
    );
    await page.keyboard.press('Escape');
    await settings().waitFor({ state: 'hidden' });
    assert.ok(await gear.evaluate((el) => el === document.activeElement), 'focus returns to the gear');

    await open('/x/introduction');
    await openSettings();
    const desktop = await settings().boundingBox();
    // Rounded: measured while the slide-in transform may still run, the width carries float noise.
    assert.equal(Math.round(desktop?.width ?? 0), 360);
    await page.mouse.click(100, 400);
    await settings().waitFor({ state: 'hidden' });
  });

  it('the language chosen in the drawer opens the same page in Chinese', async () => {
    await open('/x/introduction/licensing');
    await openSettings();
    await settings().getByRole('link', { name: '简体中文' }).click();
    await page.waitForURL(`${site.origin}/zh/x/introduction/licensing`);
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: '设置' }).first().click();
    const drawer = page.getByRole('dialog', { name: '设置' });
    await drawer.getByRole('button', { name: '深色' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    assert.equal(await drawer.getByRole('link', { name: '简体中文' }).getAttribute('aria-current'), 'true');
  });

  it('corrupt stored values fall back to the defaults without an error', async () => {
    await open(PICKERS);
    await page.evaluate(() => {
      localStorage.setItem('theme', 'purple');
      localStorage.setItem('portal.display', '{not json');
    });
    await page.reload();
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.body.classList.contains('mode-light'));
    assert.equal((await attributes()).dir, 'ltr');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    await page.evaluate(() =>
      localStorage.setItem(
        'portal.display',
        JSON.stringify({ direction: 'sideways', spacing: 'x', colors: { primary: { main: 42 } } }),
      ),
    );
    await page.reload();
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    assert.equal(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
      ),
      '#0059b2',
    );
  });

  it('loads the icon font stylesheet once per visit, from the configured address', async () => {
    await open('/x/introduction');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('material-icons')) requests.push(request.url());
    });
    assert.equal(await page.locator('link[data-icon-font]').count(), 1);
    const href = await page.locator('link[data-icon-font]').getAttribute('href');
    assert.equal(href, process.env.PORTAL_ICON_FONT_URL ?? '/fonts/material-icons/material-icons.css');
    // The stylesheet arrived (served by the test server on 127.0.0.1) and defines the icon font.
    await page.waitForFunction(() =>
      Array.from(document.styleSheets).some(
        (sheet) =>
          sheet.href?.includes('material-icons') &&
          Array.from(sheet.cssRules).some(
            (rule) =>
              rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-family').includes('Material Icons'),
          ),
      ),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Charts', exact: true }).click();
    await page.waitForURL(`${site.origin}/x/react-charts`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tree View', exact: true }).click();
    await page.waitForURL(`${site.origin}/x/react-tree-view`);
    assert.equal(await page.locator('link[data-icon-font]').count(), 1);
    assert.deepEqual(
      requests.filter((url) => url.endsWith('.css')),
      [],
    );
  });
});

/** True when most pixels of a PNG screenshot are dark. */
function isMostlyDark(png: Buffer): boolean {
  const { data, width, height } = PNG.sync.read(png);
  let dark = 0;
  for (let i = 0; i < width * height; i += 1) {
    const luminance = 0.2126 * data[i * 4]! + 0.7152 * data[i * 4 + 1]! + 0.0722 * data[i * 4 + 2]!;
    if (luminance < 60) dark += 1;
  }
  return dark / (width * height) > 0.6;
}
