/**
 * A reader on the Discover more pages: every outside link of the nine pages is a well-formed https
 * address, the sponsorship link is the funding address the installed packages declare, the changelog
 * covers the installed versions, the locale explorer lists exactly what the installed locale modules
 * export (and filters and previews them), and the class-name sample reads real Mui class names.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Locator } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

const requireInstalled = createRequire(path.join(process.cwd(), 'package.json'));

interface PackageJson {
  version: string;
  funding?: { url: string };
}

const packageJson = (name: string): PackageJson => requireInstalled(`${name}/package.json`) as PackageJson;

/** The locale export names of an installed module, as the explorer selects them (lowercase first, sorted). */
function localeNames(module: string): string[] {
  const exports = requireInstalled(module) as Record<string, unknown>;
  return Object.keys(exports)
    .filter((name) => /^[a-z]/.test(name))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A default prop text of a Material UI locale. */
function materialText(locale: string, component: string, prop: string): string {
  const exports = requireInstalled('@mui/material/locale') as Record<
    string,
    { components?: Record<string, { defaultProps: Record<string, unknown> }> }
  >;
  const text = exports[locale]?.components?.[component]?.defaultProps[prop];
  assert.equal(typeof text, 'string', `${locale} translates ${component}.${prop}`);
  return text as string;
}

const PAGES = [
  'showcase',
  'related-projects',
  'roadmap',
  'backers',
  'vision',
  'team',
  'community',
  'changelog',
  'languages',
].map((name) => `/discover-more/${name}`);

const texts = async (items: Locator): Promise<string[]> => (await items.allInnerTexts()).map((text) => text.trim());

describe('discover more pages', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('every outside link of the nine pages is a well-formed https address', async () => {
    for (const pathname of PAGES) {
      const page = await reader.open(pathname);
      const hrefs = await page
        .locator('article a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const outside = hrefs.filter((href) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//'));
      assert.ok(outside.length > 0, `${pathname} links to sources outside the portal`);
      for (const href of outside) {
        assert.match(href, /^https:\/\//, `${pathname}: ${href} uses https`);
        assert.doesNotMatch(href, /\s/, `${pathname}: ${href} has no white space`);
        const url = new URL(href);
        assert.match(url.hostname, /^[a-z0-9-]+(\.[a-z0-9-]+)+$/, `${pathname}: ${href} names a host`);
      }
    }
  });

  it('the backers page links the funding address the installed packages declare', async () => {
    const funding = packageJson('@mui/material').funding?.url;
    assert.ok(funding, '@mui/material declares a funding address');
    assert.equal(packageJson('@mui/x-data-grid').funding?.url, funding);
    const page = await reader.open('/discover-more/backers');
    assert.ok((await page.locator(`article a[href="${funding}"]`).count()) > 0, `the page links ${funding}`);
  });

  it('the changelog covers the installed Material UI and MUI X versions with their release notes', async () => {
    const material = packageJson('@mui/material').version;
    const x = packageJson('@mui/x-data-grid').version;
    const page = await reader.open('/discover-more/changelog');
    // Two sections are named after the installed versions (a substring match: each heading also holds its anchor link).
    await page.getByRole('heading', { level: 2, name: `Material UI ${material}` }).waitFor();
    await page.getByRole('heading', { level: 2, name: `MUI X ${x}` }).waitFor();
    for (const href of [
      `https://github.com/mui/material-ui/releases/tag/v${material}`,
      `https://github.com/mui/mui-x/releases/tag/v${x}`,
    ]) {
      assert.equal(await page.locator(`article a[href="${href}"]`).count(), 1, `the page links ${href}`);
    }
  });

  it('the locale explorer lists exactly the locales the installed modules export', async () => {
    const demo = await reader.openDemo('/discover-more/languages', 'DiscoverLocaleCatalog');
    const cases = [
      { radio: /^Material UI/, list: 'Material UI locales', module: '@mui/material/locale' },
      { radio: /^Data Grid/, list: 'Data Grid locales', module: '@mui/x-data-grid/locales' },
      { radio: /^Date and Time Pickers/, list: 'Date and Time Pickers locales', module: '@mui/x-date-pickers/locales' },
    ];
    for (const { radio, list, module } of cases) {
      const expected = localeNames(module);
      await demo.getByRole('radio', { name: radio }).check();
      const items = demo.getByRole('list', { name: list }).getByRole('listitem');
      await until(async () => (await items.count()) === expected.length, `${expected.length} ${list}`);
      assert.deepEqual(await texts(items), expected);
      await demo.getByText(`Showing ${expected.length} of ${expected.length} locales exported by ${module}`).waitFor();
    }
    // The pickers module also exports DEFAULT_LOCALE, which is not a locale.
    assert.equal(await demo.getByRole('button', { name: 'DEFAULT_LOCALE' }).count(), 0);
  });

  it('the locale explorer filters by export name and shows the texts of the chosen locale', async () => {
    const demo = await reader.openDemo('/discover-more/languages', 'DiscoverLocaleCatalog');
    const all = localeNames('@mui/material/locale');
    const zh = all.filter((name) => name.toLowerCase().includes('zh'));
    assert.ok(zh.length > 0);
    await demo.getByRole('textbox', { name: 'Filter by export name' }).fill('ZH');
    const items = demo.getByRole('list', { name: 'Material UI locales' }).getByRole('listitem');
    await until(async () => (await items.count()) === zh.length, `${zh.length} Chinese locales`);
    assert.deepEqual(await texts(items), zh);
    await demo.getByText(`Showing ${zh.length} of ${all.length} locales exported by @mui/material/locale`).waitFor();

    await demo.getByRole('textbox', { name: 'Filter by export name' }).fill('de');
    const german = demo.getByRole('button', { name: 'deDE', exact: true });
    await german.click();
    await until(async () => (await german.getAttribute('aria-pressed')) === 'true', 'deDE to be selected');
    const selected = demo.getByRole('region', { name: 'Selected locale' });
    await selected.getByText("import { deDE } from '@mui/material/locale';").waitFor();
    await selected.getByText(materialText('deDE', 'MuiTablePagination', 'labelRowsPerPage'), { exact: true }).waitFor();

    // English is built in: its Material UI export carries no texts.
    await demo.getByRole('textbox', { name: 'Filter by export name' }).fill('enUS');
    await demo.getByRole('button', { name: 'enUS', exact: true }).click();
    await selected.getByText('enUS holds no texts', { exact: false }).waitFor();
  });

  it('the class-name sample lists the Mui classes read from the page, states included', async () => {
    const demo = await reader.openDemo('/discover-more/showcase', 'DiscoverClassNames');
    const list = demo.getByRole('list', { name: 'Mui class names' });
    assert.equal(await list.count(), 0, 'nothing is listed before the reader asks');
    await demo.getByRole('button', { name: 'List the Mui class names' }).click();
    const names = async (): Promise<string[]> => texts(list.getByRole('listitem'));
    await list.waitFor();
    for (const name of ['MuiButton-root', 'Mui-disabled', 'MuiSwitch-track', 'Mui-checked']) {
      assert.ok((await names()).includes(name), `${name} is listed`);
    }

    // Turning the switch off removes its checked state class from the next reading.
    await demo.getByRole('switch', { name: 'Notify me' }).click();
    await demo.getByRole('button', { name: 'List the Mui class names' }).click();
    await until(async () => !(await names()).includes('Mui-checked'), 'Mui-checked to be gone');
    assert.ok((await names()).includes('Mui-disabled'), 'the disabled button keeps its state class');
  });
});
