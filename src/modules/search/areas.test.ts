import { areaFilters, areaOfPath, searchBodyAttributes } from './areas';

describe('areaOfPath', () => {
  it('files /x and /x/... under the MUI X area, in each locale', () => {
    expect(areaOfPath('/x/introduction', '/')).toBe('x');
    expect(areaOfPath('/x', '/')).toBe('x');
    expect(areaOfPath('/zh/x/api/data-grid/data-grid', '/zh/')).toBe('x');
    expect(areaOfPath('/zh/x/introduction', '/zh')).toBe('x');
  });

  it('files every other page under the core area', () => {
    expect(areaOfPath('/getting-started/usage', '/')).toBe('core');
    expect(areaOfPath('/xylophone', '/')).toBe('core');
    expect(areaOfPath('/blog/release', '/')).toBe('core');
    expect(areaOfPath('/zh/versions', '/zh/')).toBe('core');
    expect(areaOfPath('/x/introduction', '/zh/')).toBe('core');
  });
});

describe('searchBodyAttributes', () => {
  it('marks the body and its area filter', () => {
    expect(searchBodyAttributes('/x/introduction', '/')).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'area:x',
    });
    expect(searchBodyAttributes('/getting-started/usage', '/')['data-pagefind-filter']).toBe('area:core');
  });
});

describe('areaFilters', () => {
  it('filters to the X area, or not at all', () => {
    expect(areaFilters('x')).toEqual({ area: 'x' });
    expect(areaFilters('all')).toEqual({});
    expect(areaFilters('core')).toEqual({});
  });
});
