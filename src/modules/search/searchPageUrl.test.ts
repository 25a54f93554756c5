import { searchPageSearch, searchPageUrlState } from './searchPageUrl';

describe('search page URL', () => {
  it('reads the query and the area, everywhere by default', () => {
    expect(searchPageUrlState('?q=data%20grid&area=x')).toEqual({ query: 'data grid', area: 'x' });
    expect(searchPageUrlState('?q=%E5%AE%89%E8%A3%85')).toEqual({ query: '安装', area: 'all' });
    expect(searchPageUrlState('?area=other')).toEqual({ query: '', area: 'all' });
  });

  it('writes them back, leaving out what is default', () => {
    expect(searchPageSearch('data grid', 'x')).toBe('?q=data+grid&area=x');
    expect(searchPageSearch('安装', 'all')).toBe('?q=%E5%AE%89%E8%A3%85');
    expect(searchPageSearch('', 'all')).toBe('');
  });
});
