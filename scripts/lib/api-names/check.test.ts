import { demoFoldersOf, findingsOf, formatFinding, isKnown, type KnownNames } from './check';

const known: KnownNames = {
  installed: {
    identifiers: new Set([
      'DataGrid',
      'checkboxSelection',
      'MuiDataGrid',
      'selected',
      'apiRef',
      'current',
      'autosizeColumns',
    ]),
    strings: new Set(['columnHeader--sorted', 'labelEditing']),
  },
  demo: new Set(['useFixtureRows']),
  exceptions: { RichTreeViewPro: 'Pro tree view' },
};

describe('isKnown', () => {
  it('knows a declared name, a declared string literal, a demo name and an exception', () => {
    for (const name of ['DataGrid', 'labelEditing', 'useFixtureRows', 'RichTreeViewPro']) {
      expect(isKnown({ name, kind: 'identifier' }, known)).toBe(true);
    }
    expect(isKnown({ name: 'useGridMagic', kind: 'identifier' }, known)).toBe(false);
  });

  it('knows a former name only where the page is given former names (a migration guide)', () => {
    expect(isKnown({ name: 'nodeId', kind: 'identifier' }, known)).toBe(false);
    expect(isKnown({ name: 'nodeId', kind: 'identifier' }, { ...known, former: new Set(['nodeId']) })).toBe(true);
  });

  it('knows a CSS class when its component and its key are declared', () => {
    expect(isKnown({ name: 'MuiDataGrid-columnHeader--sorted', kind: 'cssClass' }, known)).toBe(true);
    expect(isKnown({ name: 'Mui-selected', kind: 'cssClass' }, known)).toBe(true);
    expect(isKnown({ name: 'MuiDataGrid-columnHeader--magic', kind: 'cssClass' }, known)).toBe(false);
    expect(isKnown({ name: 'MuiDataGridMagic-columnHeader--sorted', kind: 'cssClass' }, known)).toBe(false);
  });
});

describe('findingsOf and formatFinding', () => {
  it('reports each unknown name with its page, line and code, in page order', () => {
    const findings = findingsOf(
      'docs/x/page.mdx',
      [
        { value: '<DataGrid checkboxSelection />', line: 3 },
        { value: 'apiRef.current.autosizeColumnz()', line: 5 },
        { value: 'useGridMagic | RowMagic', line: 9 },
      ],
      known,
    );
    expect(findings).toEqual([
      { file: 'docs/x/page.mdx', line: 5, name: 'autosizeColumnz', code: 'apiRef.current.autosizeColumnz()' },
      { file: 'docs/x/page.mdx', line: 9, name: 'useGridMagic', code: 'useGridMagic | RowMagic' },
      { file: 'docs/x/page.mdx', line: 9, name: 'RowMagic', code: 'useGridMagic | RowMagic' },
    ]);
    expect(formatFinding(findings[0])).toBe(
      'docs/x/page.mdx:5  autosizeColumnz  (in "`apiRef.current.autosizeColumnz()`")',
    );
  });
});

describe('demoFoldersOf', () => {
  it("is the page's folder, plus the English folder for a translated page", () => {
    expect(demoFoldersOf('docs/x/react-data-grid/sorting.mdx')).toEqual(['docs/x/react-data-grid']);
    expect(demoFoldersOf('i18n/zh/docusaurus-plugin-content-docs-x/current/react-data-grid/sorting.mdx')).toEqual([
      'i18n/zh/docusaurus-plugin-content-docs-x/current/react-data-grid',
      'docs/x/react-data-grid',
    ]);
    expect(demoFoldersOf('i18n/zh/docusaurus-plugin-content-docs/current/getting-started/usage.mdx')).toEqual([
      'i18n/zh/docusaurus-plugin-content-docs/current/getting-started',
      'docs/core/getting-started',
    ]);
  });
});
