/**
 * Chinese page bodies (issue 22): a translated page reads in Chinese, with Chinese glyphs drawn from a
 * Chinese font, its links stay in /zh/, and Chinese search finds it by its Chinese words; a page not
 * translated yet says so in Chinese and links its English original.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { openSearchBox, typeQuery } from '../support/searchBox';
import { FONT_STACK } from '../../src/data/fonts';

const TRANSLATED = '/zh/x/introduction/licensing';
/**
 * Translated pages of both docs areas (the /x/ plugin and the core one, whose translations live in
 * i18n/zh/docusaurus-plugin-content-docs), each with its translated title and an anchor it keeps.
 */
const TRANSLATED_PAGES = [
  { path: TRANSLATED, title: '许可', anchor: 'pro-plan' },
  { path: '/zh/getting-started/faq', title: '常见问题', anchor: 'how-do-i-support-dark-mode' },
];
const UNTRANSLATED = '/zh/x/react-charts/bars';
const NOTICE = '[data-translation-notice]';

/** The share of CJK ideographs among the letters of a text. */
function chineseShare(text: string): number {
  const letters = text.match(/[\p{L}]/gu) ?? [];
  const chinese = text.match(/\p{Script=Han}/gu) ?? [];
  return letters.length === 0 ? 0 : chinese.length / letters.length;
}

describe('Chinese page bodies', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  for (const { path, title, anchor } of TRANSLATED_PAGES) {
    it(`a translated page reads in Chinese, keeps its links in /zh/ and shows no translation note: ${path}`, async () => {
      const page = await reader.open(path);
      const article = page.locator('article').first();
      // The Chinese title is the navigation's translated label (notes/translations.md).
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      const prose = await article.locator('p, li').allInnerTexts();
      assert.ok(chineseShare(prose.join('\n')) > 0.5, 'most letters of the prose are Chinese');
      assert.equal(await page.locator(NOTICE).count(), 0);
      // The sections keep their English anchors, so links into them work in both languages.
      await page.locator(`h2#${anchor}`).waitFor({ state: 'attached' });
      const internal = await article
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      assert.ok(internal.length > 0, 'the page links other pages');
      assert.deepEqual(
        internal.filter((href) => !href.startsWith('/zh/')),
        [],
        'every internal link stays in the Chinese site',
      );
    });
  }

  it('draws the Chinese text with a Chinese font of the stack, not missing-glyph boxes', async () => {
    const page = await reader.open(TRANSLATED);
    const session = await reader.context.newCDPSession(page);
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'article h1' });
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    const stack = FONT_STACK.map((face) => face.replace(/"/g, ''));
    const families = fonts.map((font) => font.familyName);
    assert.ok(
      families.length > 0 && families.every((family) => stack.includes(family)),
      `the title's glyphs come from the stack's faces: ${families.join(', ')}`,
    );
  });

  it('a page without translation says so in Chinese and links its English original', async () => {
    const page = await reader.open(UNTRANSLATED);
    const notice = page.locator(NOTICE);
    await notice.waitFor();
    assert.equal(await notice.getAttribute('data-translation-notice'), 'untranslated');
    assert.match(await notice.innerText(), /尚未翻译/);
    const original = notice.getByRole('link');
    assert.equal(await original.getAttribute('href'), '/x/react-charts/bars');
    assert.equal(await original.getAttribute('hreflang'), 'en');
  });

  it('Chinese search finds the translated page by its Chinese words', async () => {
    const page = await reader.open('/zh/x/introduction');
    await openSearchBox(page, 'zh');
    const results = await typeQuery(page, '许可证');
    assert.ok(
      results.some((text) => text.includes('许可证')),
      `a result for 许可证 is the licensing page: ${results.join(' | ')}`,
    );
  });
});
