import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findDocId, listDocPathnames, relativeToArea, standalonePageExists, type DocsArea } from './docFiles';

/** A throwaway content folder: relative path -> file contents. */
function folder(files: readonly string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docfiles-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '---\ntitle: T\n---\n');
  }
  return root;
}

const made: string[] = [];
function area(routeBasePath: string, files: readonly string[]): DocsArea {
  const dir = folder(files);
  made.push(dir);
  return { dir, routeBasePath };
}
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe('relativeToArea', () => {
  const x: DocsArea = { dir: '/unused', routeBasePath: '/x' };
  const core: DocsArea = { dir: '/unused', routeBasePath: '/' };

  it('strips the area prefix and the slashes around the rest', () => {
    expect(relativeToArea(x, '/x/introduction/licensing')).toBe('introduction/licensing');
    expect(relativeToArea(x, '/x/introduction/')).toBe('introduction');
    expect(relativeToArea({ dir: '/unused', routeBasePath: '/x/' }, '/x/introduction')).toBe('introduction');
  });

  it('refuses a path of another area, including one that only starts with the same letters', () => {
    expect(relativeToArea(x, '/getting-started/usage')).toBeNull();
    expect(relativeToArea(x, '/xylophone/page')).toBeNull();
  });

  it('gives null for the area root itself (no page path left)', () => {
    expect(relativeToArea(x, '/x')).toBeNull();
    expect(relativeToArea(x, '/x/')).toBeNull();
    expect(relativeToArea(core, '/')).toBeNull();
  });

  it('takes every path for the area served at the site root', () => {
    expect(relativeToArea(core, '/getting-started/usage')).toBe('getting-started/usage');
  });
});

describe('findDocId', () => {
  it('finds a page file, .mdx or .md, and prefers it over a folder index', () => {
    const x = area('/x', ['introduction/licensing.mdx', 'notes.md', 'both.mdx', 'both/index.mdx']);
    expect(findDocId(x, '/x/introduction/licensing')).toBe('introduction/licensing');
    expect(findDocId(x, '/x/notes')).toBe('notes');
    expect(findDocId(x, '/x/both')).toBe('both');
  });

  it('finds a section overview in index.mdx', () => {
    const x = area('/x', ['react-charts/index.mdx']);
    expect(findDocId(x, '/x/react-charts')).toBe('react-charts/index');
  });

  it('gives null for a missing page, another area or the area root', () => {
    const x = area('/x', ['introduction/licensing.mdx']);
    expect(findDocId(x, '/x/introduction/missing')).toBeNull();
    expect(findDocId(x, '/core/introduction/licensing')).toBeNull();
    expect(findDocId(x, '/x')).toBeNull();
  });
});

describe('listDocPathnames', () => {
  it('lists every page as its URL, sorted, with index files at their folder URL', () => {
    const x = area('/x', ['b.mdx', 'a/index.mdx', 'a/child.md', 'index.mdx']);
    expect(listDocPathnames(x)).toEqual(['/x', '/x/a', '/x/a/child', '/x/b']);
  });

  it('leaves out demos, underscore files and folders, and files that are not pages', () => {
    const x = area('/x', ['page.mdx', 'page/demos/Demo.mdx', '_partial.mdx', '_drafts/draft.mdx', 'page/data.json']);
    expect(listDocPathnames(x)).toEqual(['/x/page']);
  });

  it('serves the root area without a prefix, its index at /', () => {
    const core = area('/', ['index.mdx', 'getting-started/usage.mdx']);
    expect(listDocPathnames(core)).toEqual(['/', '/getting-started/usage']);
  });

  it('gives nothing for a folder that does not exist', () => {
    expect(listDocPathnames({ dir: path.join(os.tmpdir(), 'no-such-docs-folder'), routeBasePath: '/x' })).toEqual([]);
  });
});

describe('standalonePageExists', () => {
  it('finds a page file or a folder index in src/pages, ignoring the slashes around the path', () => {
    const pages = folder(['versions.tsx', 'playground/index.tsx', 'about.md']);
    made.push(pages);
    expect(standalonePageExists(pages, '/versions')).toBe(true);
    expect(standalonePageExists(pages, '/playground/')).toBe(true);
    expect(standalonePageExists(pages, 'about')).toBe(true);
    expect(standalonePageExists(pages, '/missing')).toBe(false);
  });
});
