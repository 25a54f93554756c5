/** A reader runs demos, reads their code in TypeScript or JavaScript, copies it and resets a demo. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useReaderPage } from '../support/readerPage';
import { useServedSite } from '../support/suite';

const PICKERS = '/x/react-date-pickers';
const ONE_YEAR_S = 31536000;

describe('demos', () => {
  const site = useServedSite();
  const reader = useReaderPage(site, { permissions: ['clipboard-read', 'clipboard-write'] });
  let page: Page;
  const open = async (path: string): Promise<void> => {
    page = await reader.open(path);
  };

  const demo = () => page.getByRole('region', { name: 'Demo: PickersOverviewDemo' });
  const code = () => demo().locator('pre');

  it('shows TypeScript by default, switches to JavaScript and keeps it in a one-year cookie', async () => {
    await open(PICKERS);
    await demo().getByRole('button', { name: 'Show code' }).click();
    assert.equal(await demo().getByRole('button', { name: 'Hide code' }).getAttribute('aria-expanded'), 'true');
    assert.match((await code().textContent()) ?? '', /useState/);
    const tsCode = (await code().textContent()) ?? '';
    await demo().getByRole('button', { name: 'JS', exact: true }).click();
    await page.waitForFunction(() => document.cookie.includes('codeVariant=JS'));
    const jsCode = (await code().textContent()) ?? '';
    assert.notEqual(jsCode, tsCode);
    assert.doesNotMatch(jsCode, /: Dayjs|<Dayjs|interface |type [A-Z]/);
    const cookie = (await reader.context.cookies()).find((entry) => entry.name === 'codeVariant');
    assert.ok(cookie, 'codeVariant cookie');
    const lifetime = cookie.expires - Date.now() / 1000;
    assert.ok(Math.abs(lifetime - ONE_YEAR_S) < 120, `cookie lives one year (${lifetime} s)`);

    await page.reload();
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    await demo().getByRole('button', { name: 'Show code' }).click();
    assert.equal(await demo().getByRole('button', { name: 'JS', exact: true }).getAttribute('aria-pressed'), 'true');
    assert.equal((await code().textContent()) ?? '', jsCode);
  });

  it('the same choice applies to every demo of the site', async () => {
    await open(PICKERS);
    await demo().getByRole('button', { name: 'JS', exact: true }).click();
    await page.waitForFunction(() => document.cookie.includes('codeVariant=JS'));
    await page.goto(`${site.origin}/x/react-charts`);
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    const charts = page.getByRole('region', { name: 'Demo: ChartsOverviewDemo' });
    assert.equal(await charts.getByRole('button', { name: 'JS', exact: true }).getAttribute('aria-pressed'), 'true');
    await charts.getByRole('button', { name: 'Show code' }).click();
    assert.equal(await charts.locator('[data-code-variant]').getAttribute('data-code-variant'), 'JS');
  });

  it('arriving on #Name.js opens that demo with its JavaScript code', async () => {
    await open(`${PICKERS}#PickersOverviewDemo.js`);
    await demo().getByRole('button', { name: 'Hide code' }).waitFor();
    assert.equal(await demo().locator('[data-code-variant]').getAttribute('data-code-variant'), 'JS');
  });

  it('following a link to #Name.js inside the site opens that demo in JavaScript', async () => {
    await open('/x/react-data-grid');
    await page.getByRole('link', { name: 'their overview demo, in JavaScript' }).click();
    await page.waitForURL(`**${PICKERS}#PickersOverviewDemo.js`);
    await demo().getByRole('button', { name: 'Hide code' }).waitFor();
    assert.equal(await demo().locator('[data-code-variant]').getAttribute('data-code-variant'), 'JS');
    // A client-side navigation: the page was not reloaded.
    assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), 1);
    assert.equal(
      await page.evaluate(() =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name.endsWith(
          '/x/react-data-grid',
        ),
      ),
      true,
    );
  });

  it('a Markdown code block with variants follows the same choice', async () => {
    await open('/x/react-date-pickers');
    const block = page.locator('[data-code-variant]').filter({ hasText: 'DeliveryDate' }).first();
    assert.match(await block.innerText(), /Dayjs \| null/);
    assert.match(await block.innerText(), /DeliveryDate\.tsx/);
    await block.getByRole('button', { name: 'JS', exact: true }).click();
    await page.waitForFunction(() => document.cookie.includes('codeVariant=JS'));
    assert.doesNotMatch(await block.innerText(), /Dayjs \| null/);
    assert.match(await block.innerText(), /DeliveryDate\.jsx/);
    // The demo on the same page follows.
    assert.equal(await demo().getByRole('button', { name: 'JS', exact: true }).getAttribute('aria-pressed'), 'true');
  });

  it('a corrupt cookie or hash falls back to TypeScript', async () => {
    await open(PICKERS);
    await reader.context.addCookies([{ name: 'codeVariant', value: 'COBOL', url: site.origin }]);
    await page.goto(`${site.origin}${PICKERS}#PickersOverviewDemo.py`);
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    assert.equal(await demo().getByRole('button', { name: 'TS', exact: true }).getAttribute('aria-pressed'), 'true');
  });

  it('copies exactly the code shown, reads Copied, then Copy again', async () => {
    await open(PICKERS);
    await demo().getByRole('button', { name: 'Show code' }).click();
    const shown = await code().innerText();
    await demo().getByRole('button', { name: 'Copy', exact: true }).first().click();
    await demo().getByRole('button', { name: 'Copied', exact: true }).first().waitFor();
    // innerText renders each highlighted line as a block; compare the lines, blank ones aside.
    const lines = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trimEnd())
        .filter(Boolean);
    assert.deepEqual(lines(await page.evaluate(() => navigator.clipboard.readText())), lines(shown));
    await demo().getByRole('button', { name: 'Copy', exact: true }).first().waitFor({ timeout: 3000 });
  });

  it('copies a Markdown code block with its button and with Ctrl+C on the focused block', async () => {
    await open('/x/introduction/installation');
    const block = page.locator('.theme-code-block').first();
    const text = (await block.locator('pre').innerText()).trim();
    await block.hover();
    await block.getByRole('button', { name: 'Copy', exact: true }).click();
    await block.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    assert.equal((await page.evaluate(() => navigator.clipboard.readText())).trim(), text);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await block.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 4000 });
    await block.locator('pre').focus();
    await page.keyboard.press('Control+C');
    await page.waitForFunction(async (expected) => (await navigator.clipboard.readText()).trim() === expected, text);
  });

  it('reset remounts the demo with its initial state', async () => {
    await open(PICKERS);
    const summary = demo().getByText(/Appointment:/);
    const initial = await summary.textContent();
    await demo().getByRole('gridcell', { name: '20' }).click();
    await page.waitForFunction((before) => !document.body.textContent?.includes(before ?? ''), initial);
    await demo().getByRole('button', { name: 'Reset demo' }).click();
    assert.equal(await summary.textContent(), initial);
  });

  /**
   * Watches for the next page's first demos in the DOM (`data-demo` starting with `prefix`) and returns
   * a reader of which demos were held back at that moment (drawn only after the page's first frame).
   */
  const watchHeldBack = async (prefix: string): Promise<() => Promise<string[]>> => {
    await page.evaluate((demoPrefix) => {
      const holder = window as unknown as { heldBack?: string[] };
      delete holder.heldBack;
      const observer = new MutationObserver(() => {
        if (!document.querySelector(`[data-demo^="${demoPrefix}"]`)) return;
        observer.disconnect();
        holder.heldBack = Array.from(document.querySelectorAll<HTMLElement>('[data-demo-pending]')).map(
          (element) => element.dataset.demo ?? '',
        );
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }, prefix);
    return async () => {
      await page.waitForFunction(() => (window as unknown as { heldBack?: string[] }).heldBack !== undefined);
      return page.evaluate(() => (window as unknown as { heldBack: string[] }).heldBack);
    };
  };

  it('a page reached by a sidebar link draws its far demos just after its first frame, all working', async () => {
    await open('/components/buttons');
    const heldBack = await watchHeldBack('ButtonGroup');
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .locator('a[href="/components/button-group"]')
      .first()
      .click();
    await page.waitForURL('**/components/button-group');
    const held = await heldBack();
    // The first demo is in view, so drawn with the page; the split button is two screens down.
    assert.ok(!held.includes('ButtonGroupVariants'), `the demo in view is drawn at once (${held})`);
    assert.ok(held.includes('ButtonGroupSplit'), `the far demo waits for the first frame (${held})`);
    await page.waitForFunction(() => document.querySelector('[data-demo-pending]') === null);
    const split = page.getByRole('region', { name: 'Demo: ButtonGroupSplit' });
    assert.equal(await split.getAttribute('aria-busy'), null);
    await split.getByRole('button', { name: 'Show code' }).click();
    assert.match((await split.locator('pre').textContent()) ?? '', /ButtonGroup/);
  });

  it('a link to a heading below far demos lands on the heading (every demo drawn with the page)', async () => {
    await open('/components/buttons');
    const heldBack = await watchHeldBack('ButtonGroup');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/components/button-group#accessibility');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    // Drawn later, the demos above would push the heading away where the browser does not anchor the scroll.
    assert.deepEqual(await heldBack(), []);
    const heading = page.getByRole('heading', { level: 2, name: 'Accessibility' });
    await heading.waitFor();
    const box = await heading.boundingBox();
    assert.ok(box && box.y >= 0 && box.y < 150, `the heading is at the top of the view (${box?.y})`);
  });
});
