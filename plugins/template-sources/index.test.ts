import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTemplateSources } from './index';

function folder(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'template-sources-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('readTemplateSources', () => {
  it('reads each template folder but the shared shell, entry first, without tests', () => {
    const root = folder({
      'shared/TemplatePage.tsx': 'shell',
      'blog/index.tsx': 'entry',
      'blog/posts.ts': 'posts',
      'blog/posts.test.ts': 'test',
      'blog/parts/Card.tsx': 'card',
      'pricing/index.tsx': 'pricing',
    });
    expect(readTemplateSources(root)).toEqual({
      blog: [
        { path: 'index.tsx', code: 'entry' },
        { path: 'posts.ts', code: 'posts' },
        { path: 'parts/Card.tsx', code: 'card' },
      ],
      pricing: [{ path: 'index.tsx', code: 'pricing' }],
    });
  });

  it('reads the real templates: every folder has its entry first', () => {
    const sources = readTemplateSources(path.join(__dirname, '../../src/templates'));
    expect(Object.keys(sources).length).toBeGreaterThan(0);
    for (const files of Object.values(sources)) expect(files[0]?.path).toBe('index.tsx');
  });

  it('has nothing to read without a templates folder', () => {
    expect(readTemplateSources(path.join(os.tmpdir(), 'no-such-templates-folder'))).toEqual({});
  });
});
