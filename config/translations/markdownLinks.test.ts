import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMarkdownLinkResolver, routeOfLinkedPage } from './markdownLinks';

let site: string;
beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-links-'));
  for (const rel of [
    'docs/x/introduction/licensing.mdx',
    'docs/x/introduction/index.mdx',
    'docs/core/getting-started/usage.mdx',
  ]) {
    fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    fs.writeFileSync(path.join(site, rel), '---\ntitle: T\n---\n');
  }
});

describe('links between English and translated pages', () => {
  it('turns a link from an English page into the route of the page it names, hash kept', () => {
    expect(routeOfLinkedPage(site, 'docs/x/react-data-grid/demo.mdx', '../introduction/licensing.mdx#pro-plan')).toBe(
      '/x/introduction/licensing#pro-plan',
    );
    expect(routeOfLinkedPage(site, 'docs/x/react-data-grid/demo.mdx', '../introduction/index.mdx')).toBe(
      '/x/introduction',
    );
  });

  it('reads a link of a translated page from its English page’s folder', () => {
    const translated = 'i18n/zh/docusaurus-plugin-content-docs-x/current/introduction/licensing.mdx';
    expect(routeOfLinkedPage(site, translated, './index.mdx?x=1#plans')).toBe('/x/introduction?x=1#plans');
    const core = 'i18n/zh/docusaurus-plugin-content-docs/current/getting-started/installation.mdx';
    expect(routeOfLinkedPage(site, core, './usage.mdx')).toBe('/getting-started/usage');
  });

  it('is null for a page that exists nowhere, and the hook then fails naming the file', () => {
    expect(routeOfLinkedPage(site, 'docs/x/react-data-grid/demo.mdx', '../introduction/missing.mdx')).toBeNull();
    expect(() =>
      createMarkdownLinkResolver(site)({ sourceFilePath: 'docs/x/react-data-grid/demo.mdx', url: './nope.mdx' }),
    ).toThrow('Markdown link with URL ./nope.mdx in docs/x/react-data-grid/demo.mdx');
  });
});
