import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCS_AREAS } from './docsAreas';
import { readAreaStatus, readPages, translatedLocales } from './translationFiles';
import { sourceHash } from './translationStatus';

const X_AREA = DOCS_AREAS.find((area) => area.pluginId === 'x')!;

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

const LICENSING = '---\ntitle: Licensing\n---\n\nThree plans.\n';
const SUPPORT = '---\ntitle: Support\n---\n\nWhere to ask.\n';

describe('translation files on disk', () => {
  it('reads the pages of a folder, not demos or partials', () => {
    const dir = site({
      'docs/x/introduction/licensing.mdx': LICENSING,
      'docs/x/introduction/demos/Plans.tsx': 'export default 1;',
      'docs/x/introduction/_partial.mdx': 'partial',
    });
    expect(readPages(path.join(dir, 'docs/x')).map((page) => page.relPath)).toEqual(['introduction/licensing.mdx']);
    expect(readPages(path.join(dir, 'missing'))).toEqual([]);
  });

  it('reads each page state of a locale, malformed front matter included, and lists the locales', async () => {
    const translations = 'i18n/zh/docusaurus-plugin-content-docs-x/current';
    const dir = site({
      'docs/x/introduction/licensing.mdx': LICENSING,
      'docs/x/introduction/support.mdx': SUPPORT,
      'docs/x/whats-new.mdx': '---\ntitle: New\n---\n\nNews.\n',
      [`${translations}/introduction/licensing.mdx`]: `---\ntitle: 许可\nsource_hash: ${sourceHash(LICENSING)}\n---\n\n三种方案。\n`,
      [`${translations}/introduction/support.mdx`]: '---\ntitle: [支持\n---\n\n支持。\n',
      'i18n/zh/code.json': '{}',
    });
    const statuses = await readAreaStatus(dir, X_AREA, 'zh');
    expect(statuses.map((status) => [status.relPath, status.state])).toEqual([
      ['introduction/licensing.mdx', 'translated'],
      ['introduction/support.mdx', 'invalid'],
      ['whats-new.mdx', 'untranslated'],
    ]);
    expect(translatedLocales(dir)).toEqual(['zh']);
  });

  it('knows both docs areas of the portal and where their Chinese pages go', () => {
    expect(DOCS_AREAS.map((area) => [area.docsDir, area.translationsDir('zh')])).toEqual([
      ['docs/x', 'i18n/zh/docusaurus-plugin-content-docs-x/current'],
      ['docs/core', 'i18n/zh/docusaurus-plugin-content-docs/current'],
    ]);
  });
});
