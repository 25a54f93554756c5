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

  it("reports the content's own in the content scope, without the chrome and the code tokens", async () => {
    const found = (await seriousAxeViolations(page, 'content')).join('\n');
    assert.match(found, /^color-contrast \(serious\):.*#aaaaaa/m);
    assert.doesNotMatch(found, /#cccccc/);
    assert.match(found, /^button-name \(critical\):.*\.unnamed/m);
    assert.doesNotMatch(found, /\.chrome/);
  });
});
