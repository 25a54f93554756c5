import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageFiles } from './pageFiles';

describe('pageFiles', () => {
  it('lists docs/**/*.{md,mdx} and i18n/zh/**/*.mdx, sorted, and nothing else', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-names-pages-'));
    const write = (file: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), '');
    };
    for (const file of [
      'docs/x/b.mdx',
      'docs/x/a.md',
      'docs/x/demos/Demo.tsx',
      'i18n/zh/docusaurus-plugin-content-docs-x/current/b.mdx',
      'i18n/zh/code.json',
      'blog/post.mdx',
    ]) {
      write(file);
    }
    try {
      expect(pageFiles(root)).toEqual([
        'docs/x/a.md',
        'docs/x/b.mdx',
        'i18n/zh/docusaurus-plugin-content-docs-x/current/b.mdx',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
