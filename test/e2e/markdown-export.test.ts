/**
 * Pages as Markdown (issue 23, part C): every docs page is served at its address plus `.md` (no
 * front matter, demos as their TypeScript source, absolute links), the llms.txt files list the pages
 * per locale and per product, and a reader copies a page as Markdown from its top.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';

const SITE_DIR = path.resolve(__dirname, '../..');

describe('pages as Markdown', () => {
  const site = useServedSite();
  const reader = useReaderPage(site, { permissions: ['clipboard-read', 'clipboard-write'] });

  const get = async (pathname: string): Promise<{ status: number; type: string; text: string }> => {
    const response = await fetch(`${site.origin}${pathname}`);
    return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
  };

  it('serves a page at its address plus .md, with its title, without front matter or MDX', async () => {
    const { status, type, text } = await get('/x/introduction/licensing.md');
    assert.equal(status, 200);
    assert.match(type, /^text\/markdown/);
    assert.ok(text.startsWith('# Licensing\n'), text.slice(0, 80));
    // No front matter, no MDX imports (code samples do import packages), no tabs markup, no heading ids.
    assert.doesNotMatch(text, /^title: |from '@theme\/|<TabItem|\{#[\w-]+\}/m);
    // Every link is absolute: no file link (.mdx) and no bare route is left.
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
    assert.ok(links.length >= 2, 'the licensing page has links');
    assert.ok(
      links.some((link) => link.endsWith('/x/introduction/support#technical-support-for-license-holders')),
      'a file link became the page address',
    );
    for (const link of links) assert.match(link, /^https?:\/\/[^/]+\/[^.]*(?<!\.mdx)(#.*)?$|^mailto:/, link);
  });

  it('writes each demo of a page as its TypeScript source', async () => {
    const { text } = await get('/components/cards.md');
    const source = fs.readFileSync(path.join(SITE_DIR, 'docs/core/components/demos/CardBasic.tsx'), 'utf8').trimEnd();
    assert.ok(
      text.includes(`\`\`\`tsx title="CardBasic.tsx"\n${source}\n\`\`\``),
      'the CardBasic demo source is in the page',
    );
    assert.doesNotMatch(text, /<Demo/);
  });

  it('lists the pages in llms.txt, per product, and in full, in both languages', async () => {
    const index = await get('/llms.txt');
    assert.equal(index.status, 200);
    assert.match(index.text, /^# .+\n\n> .+\n/);
    assert.match(index.text, /^- \[Licensing\]\(https?:\/\/[^)]+\/x\/introduction\/licensing\.md\): /m);
    assert.match(index.text, /^## Data Grid$/m);

    const grid = await get('/x/react-data-grid/llms.txt');
    assert.equal(grid.status, 200);
    assert.match(grid.text, /\/x\/react-data-grid\/editing\.md\)/);
    assert.doesNotMatch(grid.text, /\/x\/react-charts\//);
    assert.equal((await get('/material-ui/llms.txt')).status, 200);

    const full = await get('/llms-full.txt');
    assert.ok(full.text.includes('# Licensing\n'));
    assert.ok(full.text.length > index.text.length * 10, 'llms-full.txt holds the pages themselves');

    const chinese = await get('/zh/llms.txt');
    assert.equal(chinese.status, 200);
    assert.match(chinese.text, /\/zh\/x\/introduction\/licensing\.md\)/);
    const licensing = await get('/zh/x/introduction/licensing.md');
    assert.ok(licensing.text.startsWith('# 许可'), licensing.text.slice(0, 40));
  });

  it('serves the generated API pages as Markdown, listed per product, with the actions on the page', async () => {
    const { status, text } = await get('/x/api/data-grid/data-grid-pro.md');
    assert.equal(status, 200);
    assert.ok(text.startsWith('# DataGridPro\n\n> Part of the Pro plan.'), text.slice(0, 80));
    assert.match(text, /^## Props\n\n\| Name \| Type \| Default \| Description \|$/m);
    // A prop the 7.14.0 declarations give DataGridPro, with its plan (as the page marks it) and default.
    assert.match(text, /^\| `treeData` \(Pro\) \| `boolean` \| `false` \| /m);
    assert.match(text, /^## CSS classes$/m);
    const material = await get('/api/button.md');
    assert.ok(material.text.startsWith('# Button\n'), material.text.slice(0, 40));
    assert.match(material.text, /^\| `variant` \| /m);
    assert.match((await get('/x/react-data-grid/llms.txt')).text, /\/x\/api\/data-grid\/data-grid-pro\.md\)/);
    assert.match((await get('/zh/x/api/data-grid/data-grid-pro.md')).text, /\]\(https?:\/\/[^)]+\/zh\/x\//);

    const page = await reader.open('/x/api/data-grid/data-grid-pro');
    const view = page.getByRole('link', { name: 'View as Markdown' });
    assert.equal(await view.getAttribute('href'), '/x/api/data-grid/data-grid-pro.md');
  });

  it('copies the page as Markdown from the page, and links to the Markdown', async () => {
    const page = await reader.open('/x/introduction/licensing');
    const view = page.getByRole('link', { name: 'View as Markdown' });
    assert.equal(await view.getAttribute('href'), '/x/introduction/licensing.md');
    const button = page.getByRole('button', { name: 'Copy page as Markdown' });
    await button.click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const expected = (await get('/x/introduction/licensing.md')).text;
    await until(
      async () => (await page.evaluate(() => navigator.clipboard.readText())) === expected,
      'the clipboard to hold the page',
    );
  });
});
