import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How the fake ad JSON endpoint answers:
 * - `ok`: the carbon-style list of test/fakes/static/ads/ads.json (an empty entry, one without
 *   statlink, then the ad to show);
 * - `error`: 500; `garbage`: 200 with a body that is not JSON; `empty`: `{"ads":[]}`;
 * - `no-statlink`: entries, none with a statlink; `hang`: never answers;
 * - `malicious`: an entry with a `javascript:` statlink, then one whose text fields hold markup
 *   (`<script>`, `<img onerror>`, `<b>`) and whose picture address is `javascript:`.
 */
export type AdJsonMode = 'ok' | 'error' | 'garbage' | 'empty' | 'no-statlink' | 'hang' | 'malicious';

/**
 * How the fake ad script behaves:
 * - `fill`: test/fakes/static/ads/carbon.js, which adds a carbon-style ad beside itself;
 * - `silent`: loads and adds nothing (no ad to serve);
 * - `corrupt`: misbehaves like a broken third-party script: it moves the element it was inserted
 *   into out of the slot, to the end of <body>, so React's next change in the slot fails.
 */
export type AdScriptMode = 'fill' | 'silent' | 'corrupt';

export interface RecordedAdRequest {
  readonly pathname: string;
  readonly query: URLSearchParams;
}

export interface FakeAdServer {
  /** `http://127.0.0.1:<port>`; it serves `/carbon.js`, `/ads.json`, `/ad-image.svg`, `/pixel.svg`, `/click`. */
  readonly origin: string;
  jsonMode: AdJsonMode;
  scriptMode: AdScriptMode;
  readonly requests: RecordedAdRequest[];
  /** How many requests asked for `pathname`. */
  count(pathname: string): number;
  close(): Promise<void>;
}

const STATIC_ADS = path.resolve(__dirname, 'static/ads');
const readStatic = (name: string): string => fs.readFileSync(path.join(STATIC_ADS, name), 'utf8');

export const MALICIOUS_FIELDS = {
  company: "<script>window.__adInjected = 'script'</script>",
  description: '<img src=x onerror="window.__adInjected = \'img\'"><b>Bold claims</b>',
} as const;

const JSON_BODIES: Record<Exclude<AdJsonMode, 'ok' | 'error' | 'garbage' | 'hang'>, unknown> = {
  empty: { ads: [] },
  'no-statlink': {
    ads: [{}, { company: 'Nowhere Inc', description: 'No link to follow.', image: 'ad-image.svg' }, { statlink: '' }],
  },
  malicious: {
    ads: [
      { statlink: "javascript:window.__adInjected = 'link'", company: 'Bad link', description: 'Never shown.' },
      {
        statlink: 'click?ad=malicious',
        image: "javascript:window.__adInjected = 'image'",
        statimp: 'pixel.svg?kind=statimp&ts=[timestamp]',
        ...MALICIOUS_FIELDS,
      },
    ],
  },
};

const CORRUPT_SCRIPT = `(function () {
  var script = document.currentScript;
  var container = script && script.parentElement;
  if (container) document.body.appendChild(container);
})();`;

/**
 * A local ad service for the browser tests on 127.0.0.1 and a free port: the ad JSON endpoint and
 * the ad script, in the modes above, plus the picture, impression pixel and click target they use.
 * It records every request.
 */
export async function startAdServer({
  jsonMode = 'ok',
  scriptMode = 'fill',
}: { jsonMode?: AdJsonMode; scriptMode?: AdScriptMode } = {}): Promise<FakeAdServer> {
  const requests: RecordedAdRequest[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ pathname: url.pathname, query: url.searchParams });
    const send = (status: number, type: string, body: string) =>
      response
        .writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'access-control-allow-origin': '*' })
        .end(body);
    switch (url.pathname) {
      case '/ads.json':
        if (fake.jsonMode === 'hang') return;
        if (fake.jsonMode === 'error') return send(500, 'text/plain', 'Internal error');
        if (fake.jsonMode === 'garbage')
          return send(200, 'application/json', '<html><body>Service unavailable</body></html>');
        if (fake.jsonMode === 'ok') return send(200, 'application/json', readStatic('ads.json'));
        return send(200, 'application/json', JSON.stringify(JSON_BODIES[fake.jsonMode]));
      case '/carbon.js':
        if (fake.scriptMode === 'silent') return send(200, 'text/javascript', '/* no ad to serve */');
        return send(200, 'text/javascript', fake.scriptMode === 'corrupt' ? CORRUPT_SCRIPT : readStatic('carbon.js'));
      case '/ad-image.svg':
      case '/pixel.svg':
        return send(200, 'image/svg+xml', readStatic(url.pathname.slice(1)));
      case '/click':
        return send(
          200,
          'text/html; charset=utf-8',
          '<!doctype html><html lang="en"><title>Sponsor</title><h1>Sponsor page</h1></html>',
        );
      default:
        return send(404, 'text/plain', 'Not found');
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeAdServer = {
    origin: `http://127.0.0.1:${port}`,
    jsonMode,
    scriptMode,
    requests,
    count: (pathname) => requests.filter((entry) => entry.pathname === pathname).length,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
