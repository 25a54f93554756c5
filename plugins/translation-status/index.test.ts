import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, PluginContentLoadedActions } from '@docusaurus/types';
import { sourceHash } from '../../config/translations/translationStatus';
import translationStatusPlugin from './index';

const ENGLISH = '---\ntitle: Licensing\n---\n\nThree plans.\n';

function siteWith(translationHash: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-status-'));
  const write = (rel: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  };
  write('docs/x/introduction/licensing.mdx', ENGLISH);
  write('docs/x/introduction/support.mdx', ENGLISH.replace('Licensing', 'Support'));
  write(
    'i18n/zh/docusaurus-plugin-content-docs-x/current/introduction/licensing.mdx',
    `---\ntitle: 许可\nsource_hash: ${translationHash}\n---\n\n三种方案。\n`,
  );
  return dir;
}

const contextFor = (siteDir: string, currentLocale: string) =>
  ({ siteDir, i18n: { currentLocale, defaultLocale: 'en' } }) as unknown as LoadContext;

async function globalDataOf(siteDir: string, locale: string): Promise<unknown> {
  const plugin = translationStatusPlugin(contextFor(siteDir, locale));
  const content = await plugin.loadContent?.();
  let data: unknown;
  const actions = { setGlobalData: (value: unknown) => (data = value) } as unknown as PluginContentLoadedActions;
  await plugin.contentLoaded?.({ content, actions });
  return data;
}

describe('translationStatusPlugin', () => {
  it('hands the Chinese pages the sources of their stale translations', async () => {
    const site = siteWith('0000000000000000');
    expect(await globalDataOf(site, 'zh')).toEqual({
      staleSources: ['@site/i18n/zh/docusaurus-plugin-content-docs-x/current/introduction/licensing.mdx'],
    });
  });

  it('lists nothing when the translation recorded the current English page, nor in English', async () => {
    const site = siteWith(sourceHash(ENGLISH));
    expect(await globalDataOf(site, 'zh')).toEqual({ staleSources: [] });
    expect(await globalDataOf(siteWith('0000000000000000'), 'en')).toEqual({ staleSources: [] });
  });
});
