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
  it('reads each template folder (not the shared one) entry first, without tests, with the shared files it imports', () => {
    const root = folder({
      'shared/TemplatePage.tsx': 'shell',
      'shared/useForm.ts': "import { rules } from './rules';",
      'shared/rules.ts': 'export const rules = [];',
      'shared/unused.ts': 'export {};',
      'blog/index.tsx': "import Toggle from '../shared/Toggle';\nimport posts from './posts';",
      'shared/Toggle.tsx': 'toggle',
      'pricing/Form.tsx': "import { useForm } from '../shared/useForm';",
      'blog/posts.ts': 'posts',
      'blog/posts.test.ts': 'test',
      'blog/parts/Card.tsx': 'card',
      'pricing/index.tsx': 'pricing',
    });
    expect(readTemplateSources(root)).toEqual({
      blog: [
        { path: 'index.tsx', code: "import Toggle from '../shared/Toggle';\nimport posts from './posts';" },
        { path: 'posts.ts', code: 'posts' },
        { path: 'parts/Card.tsx', code: 'card' },
        { path: '../shared/Toggle.tsx', code: 'toggle' },
      ],
      pricing: [
        { path: 'index.tsx', code: 'pricing' },
        { path: 'Form.tsx', code: "import { useForm } from '../shared/useForm';" },
        { path: '../shared/rules.ts', code: 'export const rules = [];' },
        { path: '../shared/useForm.ts', code: "import { rules } from './rules';" },
      ],
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
