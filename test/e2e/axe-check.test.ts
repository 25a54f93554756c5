/**
 * The accessibility check every browser suite and the crawl use (test/support/axe.ts): it reports
 * serious and critical violations, in the whole document or in the page's content, and runs no rule
 * that can only report minor or moderate ones.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { seriousAxeViolations } from '../support/axe';

const PAGE = `<!doctype html><html lang="en"><head><title>Axe check</title></head><body>
<nav aria-label="Chrome"><button class="chrome"></button></nav>
<main>
  <h1>Heading</h1>
  <h4>Skipped levels (heading-order, moderate)</h4>
  <p style="color:#aaa;background:#fff">Faint text</p>
  <button class="unnamed"></button>
  <pre><code><span style="color:#ccc;background:#fff">token</span></code></pre>
</main>
<div>Outside every landmark (region, moderate)</div>
</body></html>`;

describe('the axe check of the browser suites', () => {
  let browser: Browser;
  let page: Page;
  before(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.setContent(PAGE);
  });
  after(() => browser.close());

  it('reports serious and critical violations of the whole document, code tokens included', async () => {
    const found = (await seriousAxeViolations(page, 'document')).join('\n');
    assert.match(found, /^color-contrast \(serious\):.*#aaaaaa.*#cccccc/m);
    assert.match(found, /^button-name \(critical\):.*\.chrome.*\.unnamed/m);
    assert.doesNotMatch(found, /region|heading-order/);
  });

  it('judges colours once transitions end, and does not wait for an infinite animation', async () => {
    const fading = await browser.newPage();
    try {
      // White text on a background fading from transparent (white page) to black, for longer than the
      // settle time between the two runs of axe; beside it, a spinner that never stops.
      await fading.setContent(`<!doctype html><html lang="en"><head><title>Fading</title><style>
        @keyframes spin { to { transform: rotate(360deg) } }
        .spinner { width: 8px; height: 8px; animation: spin 1s linear infinite }
        #chip { color: #fff; background-color: transparent; transition: background-color 2s linear }
        #chip.filled { background-color: #000 }
        </style></head><body><main><h1>Fading</h1><div class="spinner"></div>
        <p><span id="chip">matches</span></p></main></body></html>`);
      await fading.evaluate(() => {
        const chip = document.getElementById('chip')!;
        // Styles computed before the class changes: the change starts a transition.
        chip.getBoundingClientRect();
        chip.classList.add('filled');
      });
      assert.equal(await fading.evaluate(() => document.getAnimations().length), 2);
      assert.deepEqual(await seriousAxeViolations(fading, 'document'), []);
      assert.equal(
        await fading.evaluate(() => getComputedStyle(document.getElementById('chip')!).backgroundColor),
        'rgb(0, 0, 0)',
      );
      // A colour that stays faint once the transition has ended is still reported.
      await fading.evaluate(() => {
        document.getElementById('chip')!.style.backgroundColor = '#eee';
      });
      assert.match((await seriousAxeViolations(fading, 'document')).join('\n'), /^color-contrast \(serious\):.*#chip/m);
    } finally {
      await fading.close();
    }
  });

  it("reports the content's own in the content scope, without the chrome and the code tokens", async () => {
    const found = (await seriousAxeViolations(page, 'content')).join('\n');
    assert.match(found, /^color-contrast \(serious\):.*#aaaaaa/m);
    assert.doesNotMatch(found, /#cccccc/);
    assert.match(found, /^button-name \(critical\):.*\.unnamed/m);
    assert.doesNotMatch(found, /\.chrome/);
  });
});
