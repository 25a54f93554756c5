import zlib from 'node:zlib';
import { assetKind, bodySizes, pageWeight, type LoadedResource } from './assets';

const resource = (
  url: string,
  resourceType: string,
  rawBytes: number,
  gzipBytes: number,
  status = 200,
): LoadedResource => ({
  url,
  resourceType,
  status,
  rawBytes,
  gzipBytes,
});

describe('assetKind', () => {
  it('counts scripts as JS, stylesheets as CSS and the document as HTML', () => {
    expect(assetKind('script')).toBe('js');
    expect(assetKind('stylesheet')).toBe('css');
    expect(assetKind('document')).toBe('html');
  });

  it('leaves out fonts, images, fetches and prefetches', () => {
    for (const type of ['font', 'image', 'fetch', 'xhr', 'other', 'manifest']) expect(assetKind(type)).toBeNull();
  });
});

describe('pageWeight', () => {
  it('sums raw and gzip bytes per kind and counts the files', () => {
    const weight = pageWeight([
      resource('http://h/x/page', 'document', 50_000, 9_000),
      resource('http://h/assets/js/runtime~main.js', 'script', 10_000, 4_000),
      resource('http://h/assets/js/main.js', 'script', 400_000, 120_000),
      resource('http://h/assets/css/styles.css', 'stylesheet', 100_000, 15_000),
      resource('http://h/fonts/roboto.woff2', 'font', 20_000, 20_000),
    ]);
    expect(weight.js).toEqual({ raw: 410_000, gzip: 124_000, files: 2 });
    expect(weight.css).toEqual({ raw: 100_000, gzip: 15_000, files: 1 });
    expect(weight.html).toEqual({ raw: 50_000, gzip: 9_000, files: 1 });
    expect(weight.requests).toBe(5);
  });

  it('counts a URL once, ignoring its hash', () => {
    const weight = pageWeight([
      resource('http://h/assets/js/a.js', 'script', 100, 50),
      resource('http://h/assets/js/a.js#again', 'script', 100, 50),
    ]);
    expect(weight.js).toEqual({ raw: 100, gzip: 50, files: 1 });
    expect(weight.requests).toBe(1);
  });

  it('leaves failed responses out of every total', () => {
    const weight = pageWeight([
      resource('http://h/missing.js', 'script', 900, 400, 404),
      resource('http://h/redirect', 'script', 0, 0, 301),
    ]);
    expect(weight.js).toEqual({ raw: 0, gzip: 0, files: 0 });
    expect(weight.requests).toBe(0);
  });
});

describe('bodySizes', () => {
  it('gives the raw length and the length gzipped at the default level', () => {
    const body = Buffer.from('const answer = 42;\n'.repeat(200));
    const sizes = bodySizes(body);
    expect(sizes.raw).toBe(body.length);
    expect(sizes.gzip).toBe(zlib.gzipSync(body).length);
    expect(sizes.gzip).toBeLessThan(sizes.raw / 10);
  });
});
