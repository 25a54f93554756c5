/** The search page's URL (`/search?q=...&area=x`), read and written (pure, unit-tested). */

export type SearchPageArea = 'all' | 'x';

export function searchPageUrlState(search: string): { query: string; area: SearchPageArea } {
  const params = new URLSearchParams(search);
  return { query: params.get('q') ?? '', area: params.get('area') === 'x' ? 'x' : 'all' };
}

export function searchPageSearch(query: string, area: SearchPageArea): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (area === 'x') params.set('area', 'x');
  const text = params.toString();
  return text ? `?${text}` : '';
}
