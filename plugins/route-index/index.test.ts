import fs from 'node:fs';
import path from 'node:path';
import routeIndexPlugin, { ROUTE_CONFIG_REPLACEMENT, ROUTE_CONFIG_REQUEST } from '.';

const siteDir = path.resolve(__dirname, '../..');
const coreClient = path.join(siteDir, 'node_modules/@docusaurus/core/lib/client');

describe('the route index plugin', () => {
  it('answers the request Docusaurus’s client makes for react-router-config, and nothing past it', () => {
    for (const file of ['exports/renderRoutes.js', 'preload.js', 'normalizeLocation.js', 'docusaurus.js']) {
      expect([file, fs.readFileSync(path.join(coreClient, file), 'utf8')]).toEqual([
        file,
        expect.stringContaining(`from '${ROUTE_CONFIG_REQUEST}'`),
      ]);
    }
    const config = routeIndexPlugin({ siteDir }).configureWebpack!({} as never, false, {} as never, {} as never);
    expect(config).toEqual({
      resolve: { alias: { 'react-router-config$': path.join(siteDir, ROUTE_CONFIG_REPLACEMENT) } },
    });
  });

  it('replaces it with a module that exports both of its functions', () => {
    const replacement = fs.readFileSync(path.join(siteDir, ROUTE_CONFIG_REPLACEMENT), 'utf8');
    expect(replacement).toMatch(/export function matchRoutes\(/);
    expect(replacement).toMatch(/export function renderRoutes\(/);
  });
});
