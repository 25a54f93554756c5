import { apiPageSummary, apiPageToMarkdown, richTextMarkdown } from './apiPageMarkdown';
import type {
  ApiComponentPage,
  ApiEventsPage,
  ApiIndexPage,
  ApiInterfacePage,
  ApiMember,
} from '../../src/types/apiDocs';

const SITE = 'https://docs.test/zh';
const options = (title: string) => ({
  title,
  resolveUrl: (href: string) => (href.startsWith('/') ? `${SITE}${href}` : href),
});

const member = (overrides: Partial<ApiMember>): ApiMember => ({
  name: 'rows',
  type: ['readonly ', { name: 'GridRowModel', href: '/x/api/data-grid/grid-row-model' }, '[]'],
  description: [{ p: ['The rows of the grid.'] }],
  required: false,
  declaredIn: 'DataGridProps',
  ...overrides,
});

const grid: ApiComponentPage = {
  kind: 'component',
  product: 'data-grid',
  slug: 'data-grid-pro',
  name: 'DataGridPro',
  path: '/x/api/data-grid/data-grid-pro',
  plan: 'pro',
  description: [
    {
      p: [
        'The grid of the ',
        { strong: 'Pro' },
        ' plan; see ',
        { link: 'licensing', href: '/x/introduction/licensing' },
        '.',
      ],
    },
    { ul: [['one'], [{ code: 'apiRef', href: '/x/api/data-grid/grid-api' }]] },
  ],
  imports: ["import { DataGridPro } from '@mui/x-data-grid-pro';"],
  props: [
    member({ name: 'columns', required: true, type: ['readonly GridColDef[]'] }),
    member({ name: 'density', type: ["'compact' | 'standard' | 'comfortable'"], default: "'standard'" }),
    member({
      name: 'treeData',
      plan: 'pro',
      type: ['boolean'],
      default: 'false',
      description: [{ p: ['Line one\nline two'] }],
    }),
    member({ name: 'oldProp', type: ['string'], deprecated: [{ p: ['Use ', { code: 'newProp' }, '.'] }] }),
  ],
  slots: [{ name: 'toolbar', description: [{ p: ['The toolbar.'] }], default: 'GridToolbar', plan: 'premium' }],
  classes: [{ key: 'root', className: 'MuiDataGrid-root', description: [{ p: ['Styles on the root.'] }] }],
  inheritance: [
    { from: 'DataGridPropsWithDefaultValues', package: '@mui/x-data-grid', count: 3, listed: true },
    { from: 'HTMLAttributes', package: '@types/react', count: 1, listed: false, href: '/x/api/x' },
  ],
  demos: [{ title: 'Data Grid - Editing', path: '/x/react-data-grid/editing' }],
  icon: false,
};

describe('apiPageToMarkdown', () => {
  it('writes a component page: title, plan, description, then its sections in the page order', () => {
    const markdown = apiPageToMarkdown(grid, options('DataGridPro'));
    const headings = markdown.split('\n').filter((line) => line.startsWith('#'));
    expect(headings).toEqual([
      '# DataGridPro',
      '## Import',
      '## Props',
      '## Slots',
      '## CSS classes',
      '## Inheritance',
      '## Demos',
    ]);
    expect(markdown).toContain('> Part of the Pro plan.');
    expect(markdown).toContain(
      `The grid of the **Pro** plan; see [licensing](${SITE}/x/introduction/licensing).\n\n- one\n- [\`apiRef\`](${SITE}/x/api/data-grid/grid-api)`,
    );
    expect(markdown).toContain("```jsx\nimport { DataGridPro } from '@mui/x-data-grid-pro';\n```");
    expect(markdown.endsWith('\n')).toBe(true);
  });

  it('puts each prop on one table row: pipes escaped, lines joined, required, plan, default and deprecation marked', () => {
    const markdown = apiPageToMarkdown(grid, options('DataGridPro'));
    const rows = markdown.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows[0]).toBe('| `columns` (required) | `readonly GridColDef[]` |  | The rows of the grid. |');
    expect(rows[1]).toBe(
      "| `density` | `'compact' \\| 'standard' \\| 'comfortable'` | `'standard'` | The rows of the grid. |",
    );
    expect(rows[2]).toBe('| `treeData` (Pro) | `boolean` | `false` | Line one line two |');
    expect(rows[3]).toBe('| `oldProp` | `string` |  | Deprecated. Use `newProp`. The rows of the grid. |');
    expect(markdown).toContain('| `toolbar` (Premium) | `GridToolbar` | The toolbar. |');
    expect(markdown).toContain('| `root` | `.MuiDataGrid-root` | Styles on the root. |');
    expect(markdown).toContain(
      `- \`DataGridPropsWithDefaultValues\` from \`@mui/x-data-grid\`: 3 members, listed above\n- [\`HTMLAttributes\`](${SITE}/x/api/x) from \`@types/react\`: 1 member, not listed here`,
    );
    expect(markdown).toContain(`- [Data Grid - Editing](${SITE}/x/react-data-grid/editing)`);
  });

  it('keeps a type with backticks inside one code span', () => {
    const page: ApiComponentPage = {
      ...grid,
      plan: 'community',
      props: [member({ name: 'label', type: ['`${string}px` | number'] })],
      slots: [],
      classes: [],
      inheritance: [],
      demos: [],
    };
    const markdown = apiPageToMarkdown(page, options('X'));
    expect(markdown).toContain('| `label` | `` `${string}px` \\| number `` |');
    expect(markdown).not.toContain('Part of the');
    expect(markdown).not.toContain('## Slots');
  });

  it('writes an interface with its definition and properties, and a deprecated page with its note', () => {
    const page: ApiInterfacePage = {
      kind: 'interface',
      product: 'data-grid',
      slug: 'grid-sort-model',
      name: 'GridSortModel',
      path: '/x/api/data-grid/grid-sort-model',
      plan: 'community',
      description: [],
      deprecated: [{ p: ['Use the other one.'] }],
      imports: ["import { GridSortModel } from '@mui/x-data-grid';"],
      definition: [{ name: 'GridSortItem', href: '/x/api/data-grid/grid-sort-item' }, '[]'],
      members: [member({ name: 'length', type: ['number'] })],
      inheritance: [],
      demos: [],
    };
    const markdown = apiPageToMarkdown(page, options('GridSortModel'));
    expect(markdown).toContain('> **Deprecated.** Use the other one.');
    expect(markdown).toContain('## Definition\n\n```ts\ntype GridSortModel = GridSortItem[]\n```');
    expect(markdown).toContain('## Properties\n\n| Name | Type | Default | Description |');
  });

  it('writes the events list and an index page by kind, icons last', () => {
    const events: ApiEventsPage = {
      kind: 'events',
      product: 'data-grid',
      slug: 'events',
      name: 'events',
      path: '/x/api/data-grid/events',
      plan: 'community',
      description: [],
      source: 'GridEventLookup',
      events: [
        {
          name: 'cellClick',
          description: [{ p: ['A cell was clicked.'] }],
          params: ['GridCellParams'],
          event: ['MouseEvent'],
        },
        { name: 'rowExpansionChange', description: [], params: ['GridRowTreeNode'], plan: 'pro' },
      ],
    };
    const eventsMarkdown = apiPageToMarkdown(events, options('Data Grid events'));
    expect(eventsMarkdown).toContain('| `cellClick` | `GridCellParams` | `MouseEvent` | A cell was clicked. |');
    expect(eventsMarkdown).toContain('| `rowExpansionChange` (Pro) | `GridRowTreeNode` |  |  |');

    const index: ApiIndexPage = {
      kind: 'index',
      product: 'material',
      slug: '',
      name: 'index',
      path: '/api',
      plan: 'community',
      description: [],
      entries: [
        { kind: 'component', name: 'AccessAlarm', path: '/api/access-alarm', plan: 'community', icon: true },
        { kind: 'component', name: 'Button', path: '/api/button', plan: 'community' },
        {
          kind: 'interface',
          name: 'GridColDef',
          path: '/x/api/data-grid/grid-col-def',
          plan: 'community',
          deprecated: true,
        },
        { kind: 'component', name: 'DataGridPremium', path: '/x/api/data-grid/data-grid-premium', plan: 'premium' },
      ],
    };
    const indexMarkdown = apiPageToMarkdown(index, options('Material UI API reference'));
    expect(indexMarkdown.split('\n').filter((line) => line.startsWith('## '))).toEqual([
      '## Components',
      '## Interfaces',
      '## Icons',
    ]);
    expect(indexMarkdown).toContain(
      `- [Button](${SITE}/api/button)\n- [DataGridPremium](${SITE}/x/api/data-grid/data-grid-premium) (Premium)`,
    );
    expect(indexMarkdown).toContain(`- [GridColDef](${SITE}/x/api/data-grid/grid-col-def) (deprecated)`);
  });
});

describe('richTextMarkdown and apiPageSummary', () => {
  it('writes paragraphs apart and summarises the first block on one line', () => {
    expect(richTextMarkdown([{ p: ['a'] }, { p: ['b'] }], options('t'))).toBe('a\n\nb');
    expect(apiPageSummary(grid)).toBe('The grid of the Pro plan; see licensing.');
    expect(apiPageSummary({ ...grid, description: [] })).toBe('');
  });
});
