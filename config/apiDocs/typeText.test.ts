import { typeString } from '../../test/support/typeString';
import { collapseObjectLiterals, normalizeTypeText, tokenizeType } from './typeText';

const pages: Record<string, string> = {
  GridColDef: '/x/api/data-grid/grid-col-def',
  GridRowParams: '/x/api/data-grid/grid-row-params',
};
const linkName = (name: string): string | undefined => pages[name];

describe('normalizeTypeText', () => {
  it('collapses declarations written over several lines', () => {
    expect(normalizeTypeText('{\n    field: string;\n    sort?: GridSortDirection;\n}')).toBe(
      '{ field: string; sort?: GridSortDirection }',
    );
    expect(normalizeTypeText('import("@mui/x-data-grid").GridRowId[]')).toBe('GridRowId[]');
  });
});

describe('tokenizeType', () => {
  it('links documented names and keeps the rest as text', () => {
    expect(tokenizeType('readonly GridColDef<R>[]', linkName)).toEqual([
      'readonly ',
      { name: 'GridColDef', href: '/x/api/data-grid/grid-col-def' },
      '<R>[]',
    ]);
  });

  it('does not link property names, qualified names or the page itself', () => {
    const type = '(params: GridRowParams, GridColDef: Grid.GridColDef) => GridRowParams';
    const tokens = tokenizeType(type, linkName, 'GridRowParams');
    expect(tokens).toEqual([type]);
  });

  it('does not link an alias of the page itself', () => {
    const withAlias = (name: string): string | undefined =>
      name === 'GridApiPremium'
        ? '/x/api/data-grid/grid-api'
        : (pages[name] ?? (name === 'GridApi' ? '/x/api/data-grid/grid-api' : undefined));
    expect(tokenizeType('GridApiPremium', withAlias, 'GridApi')).toEqual(['GridApiPremium']);
  });

  it('round-trips to the same text', () => {
    const type = 'GridRowParams | GridColDef[] | null';
    expect(typeString(tokenizeType(type, linkName))).toBe(type);
  });
});

describe('collapseObjectLiterals', () => {
  it('keeps short definitions and shortens long object literals', () => {
    expect(collapseObjectLiterals('{ id: string }')).toBe('{ id: string }');
    const long = `{ id: AxisId; min?: number; max?: number; data?: V[] } & Partial<{ ${'x'.repeat(130)}: string }> & AxisProps`;
    expect(collapseObjectLiterals(long)).toBe('{ … } & Partial<{ … }> & AxisProps');
  });
});
