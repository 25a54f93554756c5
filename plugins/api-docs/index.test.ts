import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import type { ApiPageData } from '../../src/types/apiDocs';
import type { ApiModel } from './extract';
import { docUsageText, pagesOfArea, withBaseUrl } from './index';

describe('docUsageText', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-docs-usage-'));
    fs.mkdirSync(path.join(dir, 'demos'));
    fs.writeFileSync(
      path.join(dir, 'demos/Basic.tsx'),
      "import { DataGrid } from '@mui/x-data-grid';\nexport default function Basic() { return null; }\n",
    );
    fs.writeFileSync(path.join(dir, 'demos/Other.tsx'), "import { LineChart } from '@mui/x-charts';\n");
    fs.writeFileSync(
      path.join(dir, 'page.mdx'),
      '---\ntitle: Page\n---\n\nimport Other from \'./demos/Other\';\n\n<Demo file="./demos/Basic.tsx" />\n',
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is the page and the demos it embeds or imports', () => {
    const text = docUsageText(path.join(dir, 'page.mdx'));
    expect(text).toContain('<Demo file="./demos/Basic.tsx" />');
    expect(text).toContain("import { DataGrid } from '@mui/x-data-grid';");
    expect(text).toContain("import { LineChart } from '@mui/x-charts';");
  });

  it('is empty for a missing file', () => {
    expect(docUsageText(path.join(dir, 'missing.mdx'))).toBe('');
  });
});

describe('withBaseUrl', () => {
  const sidebar: PropSidebarItem[] = [
    { type: 'link', label: 'Overview', href: '/zh/x/introduction', docId: 'introduction/index', unlisted: false },
    {
      type: 'category',
      label: 'API',
      collapsible: true,
      collapsed: true,
      items: [
        { type: 'link', label: 'DataGrid', href: '/x/api/data-grid/data-grid' },
        { type: 'link', label: 'GitHub', href: 'https://github.com/mui/mui-x' },
      ],
    },
  ];

  it('puts internal links under the locale base URL, once', () => {
    const localized = withBaseUrl(sidebar, '/zh/');
    expect(localized[0]).toMatchObject({ href: '/zh/x/introduction' });
    const category = localized[1];
    expect(
      category.type === 'category' && category.items.map((item) => (item.type === 'link' ? item.href : '')),
    ).toEqual(['/zh/x/api/data-grid/data-grid', 'https://github.com/mui/mui-x']);
  });

  it('changes nothing at the root base URL', () => {
    expect(withBaseUrl(sidebar, '/')).toEqual(sidebar);
  });
});

describe('pagesOfArea', () => {
  const index = (product: ApiPageData['product'], path: string): ApiPageData => ({
    kind: 'index',
    product,
    slug: '',
    name: 'index',
    path,
    plan: 'community',
    description: [],
    entries: [],
  });
  const model: ApiModel = {
    pages: [index('charts', '/x/api/charts'), index('material', '/api')],
    demoHints: {},
    timings: { programMs: 0, extractMs: 0, programCpuMs: 0, extractCpuMs: 0 },
  };

  it('keeps the MUI X pages for /x/ and the Material UI pages for the core docs', () => {
    expect(pagesOfArea(model, 'x').pages.map((page) => page.path)).toEqual(['/x/api/charts']);
    expect(pagesOfArea(model, 'core').pages.map((page) => page.path)).toEqual(['/api']);
  });
});
