import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/**
 * Resolves a URL path to a file of a Docusaurus build made with `trailingSlash: false`:
 * `/a/b` -> `a/b.html`, else `a/b/index.html`, else the file itself.
 */
export function resolveBuildFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const safe = path.normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
  const base = path.join(root, safe);
  if (!base.startsWith(root)) return null;
  const candidates = decoded.endsWith('/')
    ? [path.join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

export interface RunningServer {
  readonly origin: string;
  close(): Promise<void>;
}

/** Extra folders served beside the build: URL prefix (`/__fakes/`) -> folder. */
export type Mounts = Readonly<Record<string, string>>;

/** The file a URL path names inside the mounts, or null when it is not under one. */
export function resolveMountedFile(mounts: Mounts, urlPath: string): string | null {
  for (const [prefix, folder] of Object.entries(mounts)) {
    if (!urlPath.startsWith(prefix)) continue;
    return resolveBuildFile(path.resolve(folder), urlPath.slice(prefix.length - 1));
  }
  return null;
}

export interface ServeOptions {
  /** Test fakes the build was pointed at, such as the gtag script, served beside it. */
  mounts?: Mounts;
  /** Another body for a file of the build (by URL path), e.g. the worker of a newer deploy; undefined keeps the file. */
  rewrite?: (urlPath: string, body: Buffer) => Buffer | undefined;
  /** While this answers true, every request's connection is dropped: the server is unreachable. */
  unreachable?: () => boolean;
  /**
   * Serve the build's content-hashed files (`assets/`, any locale) as a static host serves them,
   * cacheable for a year (`immutable`), instead of `no-cache`; the bench does, the tests do not (the
   * service worker's offline tests must not be answered by the HTTP cache).
   */
  immutableAssets?: boolean;
}

/** Whether a URL path is one of a Docusaurus build's content-hashed files (`/assets/...`, `/zh/assets/...`). */
export function isHashedAssetPath(urlPath: string): boolean {
  return /^\/(?:[a-z]{2}(?:-[a-z]+)?\/)?assets\//i.test(urlPath);
}

/** Serves a built site on 127.0.0.1 (gzip when asked), with the build's 404 page for unknown paths, plus the mounts. */
export async function serveBuild(root: string, port = 0, options: ServeOptions = {}): Promise<RunningServer> {
  const mounts = options.mounts ?? {};
  const absoluteRoot = path.resolve(root);
  const server = http.createServer((request, response) => {
    if (options.unreachable?.()) {
      request.socket.destroy();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const file = resolveMountedFile(mounts, url.pathname) ?? resolveBuildFile(absoluteRoot, url.pathname);
    const status = file ? 200 : 404;
    const servedFile = file ?? path.join(absoluteRoot, url.pathname.startsWith('/zh/') ? 'zh/404.html' : '404.html');
    if (!fs.existsSync(servedFile)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[path.extname(servedFile)] ?? 'application/octet-stream';
    const original = fs.readFileSync(servedFile);
    const body = (file && options.rewrite?.(url.pathname, original)) || original;
    const cacheControl =
      file && options.immutableAssets && isHashedAssetPath(url.pathname)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': cacheControl };
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) {
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
      response.writeHead(status, headers).end(zlib.gzipSync(body));
    } else {
      response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : body);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${actualPort}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
