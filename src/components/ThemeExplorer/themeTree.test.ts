import { forwardRef } from 'react';
import { childEntries, childPath, describeValue, findEntry, isShownInSearch, searchTheme } from './themeTree';

const spacing = (factor: number) => `${factor * 8}px`;
const Transition = forwardRef(function Transition() {
  return null;
});

const theme = {
  palette: {
    mode: 'light',
    primary: { main: '#0059b2', contrastText: '#fff' },
    text: { primary: 'rgba(0, 0, 0, 0.87)' },
    augmentColor: () => ({}),
  },
  spacing,
  shadows: ['none', '0px 1px 3px rgba(0,0,0,0.2)'],
  mixins: { toolbar: { '@media (min-width:600px)': { minHeight: 64 } } },
  zIndex: { modal: 1300 },
  empty: {},
  nothing: null,
  components: { MuiTreeItem: { defaultProps: { slots: { groupTransition: Transition } } } },
};

describe('childPath', () => {
  it('uses dots for identifiers, brackets for indexes and other keys', () => {
    expect(childPath('theme', 'palette', false)).toBe('theme.palette');
    expect(childPath('theme.shadows', '2', true)).toBe('theme.shadows[2]');
    expect(childPath('theme.mixins.toolbar', '@media (min-width:600px)', false)).toBe(
      "theme.mixins.toolbar['@media (min-width:600px)']",
    );
  });
});

describe('describeValue', () => {
  it('prints primitives as JavaScript would write them', () => {
    expect(describeValue('main', '#0059b2')).toEqual({ kind: 'string', summary: '"#0059b2"', expandable: false });
    expect(describeValue('modal', 1300)).toMatchObject({ kind: 'number', summary: '1300' });
    expect(describeValue('nothing', null)).toMatchObject({ kind: 'null', summary: 'null' });
    expect(describeValue('flag', false)).toMatchObject({ kind: 'boolean', summary: 'false' });
  });

  it('names a function by the key that holds it, since builds rename functions', () => {
    const renamed = () => 0;
    expect(describeValue('up', renamed)).toEqual({ kind: 'function', summary: 'function up()', expandable: false });
    expect(describeValue('0', spacing)).toMatchObject({ summary: 'function spacing()' });
  });

  it('counts the keys of objects and the items of arrays; empty ones do not open', () => {
    expect(describeValue('primary', theme.palette.primary)).toEqual({
      kind: 'object',
      summary: '{…} 2 keys',
      expandable: true,
    });
    expect(describeValue('shadows', theme.shadows)).toMatchObject({ kind: 'array', summary: '[…] 2 items' });
    expect(describeValue('one', ['x'])).toMatchObject({ summary: '[…] 1 item' });
    expect(describeValue('empty', {})).toMatchObject({ summary: '{…} 0 keys', expandable: false });
  });

  it('shows a React component as one value', () => {
    expect(describeValue('groupTransition', Transition)).toEqual({
      kind: 'component',
      summary: 'React component',
      expandable: false,
    });
  });
});

describe('childEntries', () => {
  it('lists the own keys of an object in order, with their paths', () => {
    expect(childEntries(theme.palette, 'theme.palette').map((entry) => [entry.path, entry.summary])).toEqual([
      ['theme.palette.mode', '"light"'],
      ['theme.palette.primary', '{…} 2 keys'],
      ['theme.palette.text', '{…} 1 key'],
      ['theme.palette.augmentColor', 'function augmentColor()'],
    ]);
  });

  it('lists every index of an array with holes, as undefined', () => {
    // eslint-disable-next-line no-sparse-arrays -- theme.vars.overlays of experimental_extendTheme has a hole at 0
    const holes = ['none', , 'deep'];
    expect(childEntries(holes, 'theme.shadows').map((entry) => [entry.path, entry.summary])).toEqual([
      ['theme.shadows[0]', '"none"'],
      ['theme.shadows[1]', 'undefined'],
      ['theme.shadows[2]', '"deep"'],
    ]);
    expect(searchTheme({ shadows: holes }, 'deep', 10).matches).toEqual(['theme.shadows[2]']);
  });

  it('has nothing inside primitives and components', () => {
    expect(childEntries('text', 'theme.x')).toEqual([]);
    expect(childEntries(theme.components.MuiTreeItem.defaultProps.slots.groupTransition, 'theme.x')).toEqual([]);
  });

  it('marks a value that points back to an object above it as circular', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    const [, self] = childEntries(loop, 'theme.loop');
    expect(self).toMatchObject({ path: 'theme.loop.self', kind: 'circular', expandable: false });
  });
});

describe('searchTheme', () => {
  it('finds keys and printed values, ignoring case, and the objects above them', () => {
    const result = searchTheme(theme, 'PRIMARY', 50);
    expect(result.matches).toEqual(['theme.palette.primary', 'theme.palette.text.primary']);
    expect(result.total).toBe(2);
    expect([...result.ancestors].sort()).toEqual(['theme.palette', 'theme.palette.text']);
  });

  it('finds values', () => {
    expect(searchTheme(theme, '1300', 50).matches).toEqual(['theme.zIndex.modal']);
    expect(searchTheme(theme, '#0059B2', 50).matches).toEqual(['theme.palette.primary.main']);
  });

  it('matches paths when the query has a dot', () => {
    expect(searchTheme(theme, 'primary.main', 50).matches).toEqual(['theme.palette.primary.main']);
  });

  it('keeps at most `limit` matches but counts them all', () => {
    const result = searchTheme(theme, 'm', 2);
    expect(result.matches).toHaveLength(2);
    expect(result.total).toBeGreaterThan(2);
  });

  it('finds nothing for an empty query', () => {
    expect(searchTheme(theme, '   ', 50)).toMatchObject({ matches: [], total: 0 });
  });

  it('tells which entries a search shows', () => {
    const result = searchTheme(theme, 'contrastText', 50);
    expect(isShownInSearch('theme.palette', result, false)).toBe(true);
    expect(isShownInSearch('theme.palette.primary.contrastText', result, false)).toBe(true);
    expect(isShownInSearch('theme.palette.mode', result, false)).toBe(false);
    expect(isShownInSearch('theme.palette.mode', result, true)).toBe(true);
  });
});

describe('findEntry', () => {
  it('finds an entry from its path', () => {
    expect(findEntry(theme, 'theme.palette.primary.main')).toMatchObject({ key: 'main', value: '#0059b2' });
    expect(findEntry(theme, 'theme.shadows[1]')).toMatchObject({ kind: 'string' });
    expect(findEntry(theme, "theme.mixins.toolbar['@media (min-width:600px)'].minHeight")).toMatchObject({
      value: 64,
    });
    expect(findEntry(theme, 'theme.spacing')).toMatchObject({ summary: 'function spacing()' });
  });

  it('returns undefined for a path that is not there', () => {
    expect(findEntry(theme, 'theme.palette.tertiary')).toBeUndefined();
    expect(findEntry(theme, 'theme.palette.mode.length')).toBeUndefined();
  });
});
