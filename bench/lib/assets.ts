import zlib from 'node:zlib';

/**
 * First-load weight of a page from what the browser fetched while loading it (before any
 * interaction): JavaScript and CSS files, raw and gzip, and the HTML document itself (which carries
 * the inline scripts and the server-rendered styles).
 */

/** One response seen during the load. `resourceType` is the browser's (Playwright's) classification. */
export interface LoadedResource {
  readonly url: string;
  readonly resourceType: string;
  readonly status: number;
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

export interface Bytes {
  readonly raw: number;
  readonly gzip: number;
}

export interface AssetTotals extends Bytes {
  readonly files: number;
}

export interface PageWeight {
  readonly js: AssetTotals;
  readonly css: AssetTotals;
  readonly html: AssetTotals;
  /** Every successful response of the load, whatever its kind (fonts, images, JSON...). */
  readonly requests: number;
}

/** Which total a resource type counts in; null for the kinds the figure leaves out (images, fonts, fetches, prefetches). */
export function assetKind(resourceType: string): 'js' | 'css' | 'html' | null {
  switch (resourceType) {
    case 'script':
      return 'js';
    case 'stylesheet':
      return 'css';
    case 'document':
      return 'html';
    default:
      return null;
  }
}

const EMPTY: AssetTotals = { raw: 0, gzip: 0, files: 0 };

/**
 * Sums the load's resources by kind. A URL counts once (a file fetched twice is one file), failed
 * responses (status outside 200-299) count nowhere, and the hash of a URL is not part of its identity.
 */
export function pageWeight(resources: readonly LoadedResource[]): PageWeight {
  const seen = new Set<string>();
  const totals: Record<'js' | 'css' | 'html', AssetTotals> = { js: EMPTY, css: EMPTY, html: EMPTY };
  let requests = 0;
  for (const resource of resources) {
    if (resource.status < 200 || resource.status > 299) continue;
    const key = resource.url.replace(/#.*$/, '');
    if (seen.has(key)) continue;
    seen.add(key);
    requests += 1;
    const kind = assetKind(resource.resourceType);
    if (!kind) continue;
    const total = totals[kind];
    totals[kind] = {
      raw: total.raw + resource.rawBytes,
      gzip: total.gzip + resource.gzipBytes,
      files: total.files + 1,
    };
  }
  return { ...totals, requests };
}

/** Raw size of a body and its size gzipped at zlib's default level (what the bench's static server sends). */
export function bodySizes(body: Buffer): Bytes {
  return { raw: body.length, gzip: zlib.gzipSync(body).length };
}
