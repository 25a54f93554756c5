import { matchPath } from 'react-router';
import { candidates, fixedRouteKey, foldCase, isFixedRoute, type IndexedRoute } from './routeIndex';

/** What React Router's Switch and react-router-config do: the first route of the list that matches. */
function firstByScan(routes: readonly IndexedRoute[], pathname: string): number {
  return routes.findIndex((route) => (route.path ? matchPath(pathname, route as never) !== null : true));
}

function firstByIndex(routes: readonly IndexedRoute[], pathname: string): number {
  return (
    candidates(routes, pathname).find((position) => {
      const route = routes[position]!;
      return route.path ? matchPath(pathname, route as never) !== null : true;
    }) ?? -1
  );
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('foldCase', () => {
  it('folds as a regular expression with the i flag compares', () => {
    const samples = [
      'a',
      'A',
      'z',
      'é',
      'É',
      'ß',
      'ẞ',
      'ı',
      'I',
      'i',
      'İ',
      'K',
      'k',
      'ſ',
      's',
      'S',
      'µ',
      'Μ',
      'μ',
      '安',
      '-',
      '_',
      '1',
    ];
    for (const a of samples) {
      for (const b of samples) {
        const regexSays = new RegExp(`^${escape(a)}$`, 'i').test(b);
        expect([a, b, foldCase(a) === foldCase(b)]).toEqual([a, b, regexSays]);
      }
    }
  });
});

describe('isFixedRoute', () => {
  it('takes exact routes with a plain path only', () => {
    expect(isFixedRoute({ path: '/components/buttons', exact: true })).toBe(true);
    expect(isFixedRoute({ path: '/x/', exact: true })).toBe(true);
    expect(isFixedRoute({ path: '/components/buttons' })).toBe(false);
    expect(isFixedRoute({ path: '/blog/:slug', exact: true })).toBe(false);
    expect(isFixedRoute({ path: '/files/(.*)', exact: true })).toBe(false);
    expect(isFixedRoute({ path: '*', exact: true })).toBe(false);
    expect(isFixedRoute({ path: '/a', exact: true, strict: true })).toBe(false);
    expect(isFixedRoute({ path: '/a', exact: true, sensitive: true })).toBe(false);
    expect(isFixedRoute({ path: ['/a', '/b'], exact: true })).toBe(false);
    expect(isFixedRoute({ exact: true })).toBe(false);
    expect(isFixedRoute({ path: '', exact: true })).toBe(false);
  });

  it('keys a fixed route by its path without one trailing slash, case-folded', () => {
    expect(fixedRouteKey('/Components/Buttons/')).toBe('/COMPONENTS/BUTTONS');
    expect(fixedRouteKey('/x//')).toBe('/X/');
    expect(fixedRouteKey('/')).toBe('');
  });
});

describe('candidates', () => {
  const routes: IndexedRoute[] = [
    { path: '/api', exact: true },
    { path: '/api/button', exact: true },
    { path: '/API/Button/', exact: true },
    { path: '/api/:name', exact: true },
    { path: '/zh/x', exact: false },
    { path: '/getting-started/templates/blog', exact: true },
    { path: '/strict/', exact: true, strict: true },
    { path: '/case', exact: true, sensitive: true },
    { path: '/x//', exact: true },
    { path: '/x/', exact: true },
    { path: '/docs.v1', exact: true },
    { path: '/中文/页面', exact: true },
    { path: '/Components/Buttons', exact: true },
    { path: '/', exact: true },
    { path: '/', exact: false },
    {},
    { path: '*' },
  ];
  const paths = [
    '/',
    '',
    '/api',
    '/api/',
    '/api//',
    '/api/button',
    '/api/button/',
    '/API/BUTTON',
    '/api/chip',
    '/zh/x',
    '/zh/x/introduction',
    '/getting-started/templates/blog',
    '/getting-started/templates/blog/',
    '/getting-started/templates/Blog',
    '/strict',
    '/strict/',
    '/case',
    '/CASE',
    '/x',
    '/x/',
    '/x//',
    '/x///',
    '/docs.v1',
    '/docsXv1',
    '/中文/页面',
    '/中文/页面/',
    '/components/buttons',
    '/components/buttons/',
    '/components/button',
    '/nowhere',
  ];

  it.each(paths)('finds the route a full scan finds for %j', (pathname) => {
    expect(firstByIndex(routes, pathname)).toBe(firstByScan(routes, pathname));
  });

  it('finds it in every order of the same routes', () => {
    const shuffled = [...routes];
    for (let round = 0; round < 40; round += 1) {
      // A fixed sequence of swaps (no randomness): each round rotates and swaps a different pair.
      shuffled.push(shuffled.shift()!);
      const i = (round * 7) % shuffled.length;
      const j = (round * 11 + 3) % shuffled.length;
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      const list = [...shuffled];
      for (const pathname of paths)
        expect([pathname, firstByIndex(list, pathname)]).toEqual([pathname, firstByScan(list, pathname)]);
    }
  });

  it('hands over only the routes that can match first', () => {
    expect(candidates(routes, '/components/buttons').map((position) => routes[position]!.path)).toEqual([
      '/api/:name',
      '/zh/x',
      '/strict/',
      '/case',
      '/Components/Buttons',
    ]);
  });
});
