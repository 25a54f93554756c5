/**
 * Code blocks hydrate as the server drew them (src/theme/CodeBlock): the `<pre>` the page arrives
 * with is the one it shows after hydration, in light and in dark mode, and its tokens take the
 * reader's mode from CSS variables (one Prism theme for both modes), so they read in the mode's own
 * colours without being drawn again.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newContext, watchProblems } from '../support/browser';
import { useServedSite } from '../support/suite';
import { lookPreferences, storeLook } from '../support/crawl';

/** Keeps the first TypeScript code block (outside tabs, which Docusaurus remounts for their stored choice) of the server's HTML, before any script of the site has run. */
const SERVER_CODE_BLOCK = 'pre.prism-code.language-tsx';
const KEEP_SERVER_CODE_BLOCK = `
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.__serverPre = document.querySelector('${SERVER_CODE_BLOCK}');
  });
`;

describe('code blocks after hydration', () => {
  const site = useServedSite();

  for (const mode of ['light', 'dark'] as const) {
    it(`keeps the server's code block on /x/react-data-grid (${mode})`, async () => {
      const context = await newContext(site.browser);
      await context.addInitScript(storeLook, lookPreferences({ mode, direction: 'ltr' }));
      await context.addInitScript({ content: KEEP_SERVER_CODE_BLOCK });
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto(site.origin + '/x/react-data-grid');
      await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
      // Docusaurus's own code block was built again in the commit that followed hydration.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
      const state = await page.evaluate((selector) => {
        const kept = (window as unknown as { __serverPre: HTMLElement | null }).__serverPre;
        const token = kept?.querySelector<HTMLElement>('.token.keyword');
        return {
          hadServerBlock: kept !== null,
          sameBlock: kept !== null && kept === document.querySelector(selector) && kept.isConnected,
          tokenStyle: token?.getAttribute('style') ?? '',
          tokenColor: token ? getComputedStyle(token).color : '',
          theme: document.documentElement.dataset.theme,
        };
      }, SERVER_CODE_BLOCK);
      assert.ok(state.hadServerBlock, 'the server HTML has a code block');
      assert.ok(state.sameBlock, 'the code block after hydration is the element the server drew');
      assert.equal(state.theme, mode);
      assert.match(state.tokenStyle, /color:\s*var\(--/, "a token's colour is a CSS variable");
      const expected = await page.evaluate((style) => {
        const probe = document.createElement('span');
        probe.setAttribute('style', style);
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      }, state.tokenStyle);
      assert.equal(state.tokenColor, expected, "the token shows the variable's colour in this mode");
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.pageErrors, []);
      await context.close();
    });
  }

  it('gives a keyword a different colour in light and in dark mode', async () => {
    const colors: string[] = [];
    for (const mode of ['light', 'dark'] as const) {
      const context = await newContext(site.browser);
      await context.addInitScript(storeLook, lookPreferences({ mode, direction: 'ltr' }));
      const page = await context.newPage();
      await page.goto(site.origin + '/x/react-data-grid');
      await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
      colors.push(
        await page
          .locator(`${SERVER_CODE_BLOCK} .token.keyword`)
          .first()
          .evaluate((token) => getComputedStyle(token).color),
      );
      await context.close();
    }
    assert.notEqual(colors[0], colors[1]);
  });

  it("hands the server's code block to the word-wrap button, on a phone's width", async () => {
    const context = await newContext(site.browser, { viewport: { width: 390, height: 844 } });
    await context.addInitScript({ content: KEEP_SERVER_CODE_BLOCK });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(site.origin + '/x/react-data-grid');
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    const block = page.locator('.theme-code-block', { has: page.locator(SERVER_CODE_BLOCK) }).first();
    const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
    await block.hover();
    await wrap.click();
    const wrapped = await page.evaluate((selector) => {
      const kept = (window as unknown as { __serverPre: HTMLElement | null }).__serverPre;
      const code = document.querySelector<HTMLElement>(`${selector} code`);
      return {
        same: kept === document.querySelector(selector),
        whiteSpace: code ? getComputedStyle(code).whiteSpace : '',
      };
    }, SERVER_CODE_BLOCK);
    assert.ok(wrapped.same, 'the wrapped block is the one the server drew');
    assert.equal(wrapped.whiteSpace, 'pre-wrap');
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.pageErrors, []);
    await context.close();
  });

  it('shows the highlighted code of tab panels after hydration, with no error', async () => {
    const context = await newContext(site.browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(site.origin + '/getting-started/installation');
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    const panel = page.locator('[role=tabpanel]:not([hidden])').first();
    await panel.locator('pre.prism-code .token').first().waitFor();
    assert.ok((await panel.locator('pre.prism-code code').innerText()).trim().length > 0, 'the tab shows its code');
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.pageErrors, []);
    await context.close();
  });

  it("keeps the server's tabs through hydration and still applies the reader's stored package manager", async () => {
    const context = await newContext(site.browser);
    await context.addInitScript(() => {
      localStorage.setItem('docusaurus.tab.package-manager', 'yarn');
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { __serverTabs: Element | null }).__serverTabs =
            document.querySelector('[role=tablist]');
      });
    });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(site.origin + '/x/react-data-grid');
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
    const tabs = page.getByRole('tablist').first();
    await tabs.getByRole('tab', { name: 'yarn', selected: true }).waitFor();
    const panel = page.locator('[role=tabpanel]:not([hidden])').first();
    assert.match(await panel.innerText(), /yarn add/);
    const kept = await page.evaluate(() => {
      const server = (window as unknown as { __serverTabs: Element | null }).__serverTabs;
      return server !== null && server.isConnected && server === document.querySelector('[role=tablist]');
    });
    assert.ok(kept, 'the tab list after hydration is the element the server drew');
    await tabs.getByRole('tab', { name: 'pnpm' }).click();
    assert.match(await page.locator('[role=tabpanel]:not([hidden])').first().innerText(), /pnpm add/);
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.pageErrors, []);
    await context.close();
  });
});
