import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportOptions, type ExportJob } from './exportJob';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-job-'));
  fs.mkdirSync(path.join(dir, 'docs', 'x', 'grid', 'demos'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs', 'x', 'grid', 'demos', 'Basic.tsx'), 'export default 1;\n');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const jobIn = (root: string): ExportJob => ({
  source: '# Grid',
  page: { title: 'Grid', url: 'https://docs.test/zh/x/grid/overview' },
  file: path.join(root, 'docs', 'x', 'grid', 'overview.mdx'),
  demoDir: path.join(root, 'docs', 'x', 'grid'),
  siteUrl: 'https://docs.test',
  localePrefix: '/zh',
  roots: [{ dir: path.join(root, 'docs', 'x'), routeBasePath: '/x' }],
});

describe('exportOptions', () => {
  it('reads a demo beside the page, and answers null for one that is missing', () => {
    const options = exportOptions(jobIn(dir));
    expect(options.demoSource('./demos/Basic.tsx')).toBe('export default 1;\n');
    expect(options.demoSource('./demos/Missing.tsx')).toBeNull();
  });

  it("resolves links from the page's file, in the page's locale", () => {
    const options = exportOptions(jobIn(dir));
    expect(options.resolveUrl('./sorting.mdx#basic')).toBe('https://docs.test/zh/x/grid/sorting#basic');
    expect(options.resolveUrl('#usage')).toBe('https://docs.test/zh/x/grid/overview#usage');
    expect(options.resolveUrl('/x/api')).toBe('https://docs.test/zh/x/api');
  });

  it('is built from data that survives a copy to another thread', () => {
    const job = jobIn(dir);
    expect(structuredClone(job)).toEqual(job);
  });
});
