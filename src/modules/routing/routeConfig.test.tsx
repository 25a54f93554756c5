/** @jest-environment jsdom */
import React from 'react';
import { act, render } from '@testing-library/react';

/** The markup an element renders in the page (the test runs in jsdom). */
function renderToStaticMarkup(element: React.ReactElement): string {
  const view = render(element);
  const html = view.container.innerHTML;
  view.unmount();
  return html;
}
import { Router, StaticRouter } from 'react-router';
import { createMemoryHistory } from 'history';
import * as original from 'react-router-config';
import { matchRoutes, renderRoutes, type RouteConfig } from './routeConfig';

function Page({ route, match, note }: { route: RouteConfig; match: { url: string; isExact: boolean }; note?: string }) {
  return (
    <p>
      {String(route.name)} at {match.url} {match.isExact ? 'exact' : 'prefix'} {note ?? ''}
    </p>
  );
}

function Section({ route, note }: { route: RouteConfig; note?: string }) {
  return <section data-name={String(route.name)}>{renderRoutes(route.routes, { note })}</section>;
}

function OriginalSection({ route, note }: { route: RouteConfig; note?: string }) {
  return <section data-name={String(route.name)}>{original.renderRoutes(route.routes as never, { note })}</section>;
}

function table(section: React.ComponentType<never>): RouteConfig[] {
  const docs: RouteConfig[] = [
    ...Array.from({ length: 50 }, (_, n) => ({
      path: `/components/c${n}`,
      exact: true,
      component: Page,
      name: `c${n}`,
    })),
    { path: '/components/buttons', exact: true, component: Page, name: 'buttons' },
    { path: '/components/Buttons/', exact: true, component: Page, name: 'buttons again' },
    { path: '/components/:name', exact: true, component: Page, name: 'any component' },
  ];
  return [
    ...Array.from({ length: 40 }, (_, n) => ({ path: `/api/a${n}`, exact: true, component: Page, name: `api ${n}` })),
    {
      path: '/blog/:slug',
      exact: true,
      render: (props: React.ComponentProps<typeof Page>) => <Page {...props} />,
      name: 'post',
    },
    {
      path: '/x',
      component: section,
      name: 'x root',
      routes: [{ path: '/x/intro', exact: true, component: Page, name: 'intro' }],
    },
    { path: '/', exact: true, component: Page, name: 'home' },
    { path: '/', component: section, name: 'docs root', routes: docs },
    { path: '*', component: Page, name: 'not found' },
  ];
}

const ours = table(Section);
const theirs = table(OriginalSection);

const paths = [
  '/',
  '/api/a7',
  '/api/a7/',
  '/API/A39',
  '/blog/hello',
  '/x',
  '/x/intro',
  '/x/other',
  '/components/buttons',
  '/components/buttons/',
  '/Components/BUTTONS',
  '/components/c49',
  '/components/chips',
  '/components',
  '/elsewhere/deep',
];

describe('matchRoutes', () => {
  it.each(paths)('gives the branch react-router-config gives for %j', (pathname) => {
    const names = (branch: ReadonlyArray<{ route: RouteConfig; match: unknown }>) =>
      branch.map(({ route, match }) => [route.name, match]);
    expect(names(matchRoutes(ours, pathname))).toEqual(names(original.matchRoutes(theirs as never, pathname) as never));
  });
});

describe('renderRoutes', () => {
  it.each(paths)('renders what react-router-config renders at %j', (pathname) => {
    const markup = (routes: RouteConfig[], render: typeof renderRoutes) =>
      renderToStaticMarkup(<StaticRouter location={pathname}>{render(routes, { note: 'extra' })}</StaticRouter>);
    expect(markup(ours, renderRoutes)).toBe(markup(theirs, original.renderRoutes as never));
  });

  it('renders nothing for no routes, and follows the location it is given over the router', () => {
    expect(renderRoutes(undefined)).toBeNull();
    expect(
      renderToStaticMarkup(
        <StaticRouter location="/api/a1">
          {renderRoutes(ours, {}, { location: { pathname: '/api/a2' } as never })}
        </StaticRouter>,
      ),
    ).toBe('<p>api 2 at /api/a2 exact </p>');
  });

  it('keeps a page mounted while the route stays, and mounts the next one on a navigation, as the original does', () => {
    const history = createMemoryHistory({ initialEntries: ['/a'] });
    const mounts: string[] = [];
    function Counted({ route }: { route: RouteConfig }) {
      React.useEffect(() => {
        mounts.push(String(route.name));
      }, [route]);
      return <p>{String(route.name)}</p>;
    }
    const routes: RouteConfig[] = [
      { path: '/a', exact: true, component: Counted, name: 'a' },
      { path: '/b/:id', exact: true, component: Counted, name: 'b' },
    ];
    const view = render(<Router history={history}>{renderRoutes(routes)}</Router>);
    act(() => history.push('/b/1'));
    act(() => history.push('/b/2'));
    expect(view.container.textContent).toBe('b');
    expect(mounts).toEqual(['a', 'b']);
  });
});
