import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ENGINE_SOURCE } from './engineFixture';
import { installedEngineSource, parsesAsModule } from './installedEngine';
import { ENGINE_FILE } from '../../src/modules/search/bundleNames';
import { applyNativeInflate, NATIVE_INFLATE, withNativeInflate } from './nativeInflate';

type Inflate = (data: Uint8Array) => Promise<Uint8Array>;

/** The inflater as the engine gets it, with `gz_default` standing for Pagefind's own. */
function inflaterWith(fallback: (data: Uint8Array) => Uint8Array): Inflate {
  return new Function('gz_default', `${NATIVE_INFLATE}return __portalInflate;`)(fallback) as Inflate;
}

describe('withNativeInflate', () => {
  it('makes decompress async, inflating through the inflater, and has its five callers await it', () => {
    const patched = withNativeInflate(ENGINE_SOURCE);
    expect(patched.startsWith(NATIVE_INFLATE)).toBe(true);
    expect(patched).toContain('async decompress(data,file="unknown file"){');
    expect(patched).toContain('data=await __portalInflate(data);');
    expect(patched).not.toContain('data=gz_default(data);');
    expect(patched.split('=await this.decompress(').length - 1).toBe(5);
    expect(patched.split('=this.decompress(').length - 1).toBe(0);
  });

  it('says what it did not find in an engine of another shape', () => {
    expect(() => withNativeInflate('// engine')).toThrow(/gz_default/);
    expect(() =>
      withNativeInflate(ENGINE_SOURCE.replace('async _loadFragment(hash){let fragment=this.decompress(', '')),
    ).toThrow(/the calls of decompress .* expected 5 time\(s\) in the engine, found 4/);
    expect(() => withNativeInflate(ENGINE_SOURCE.replace('data=gz_default(data);', 'data=inflate(data);'))).toThrow(
      /the method's inflater/,
    );
    expect(() => withNativeInflate(`${ENGINE_SOURCE}\nfunction more(){return this.decompress(x);}`)).toThrow(
      /calls decompress 6 time\(s\), 1 of them in a way the rewrite does not await/,
    );
  });

  it('accepts the engine the installed Pagefind writes, and the result is a valid module', () => {
    expect(parsesAsModule(withNativeInflate(installedEngineSource()))).toBe(true);
  }, 60_000);
});

describe('applyNativeInflate', () => {
  it('names the engine file when it cannot rewrite it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'native-inflate-'));
    try {
      fs.writeFileSync(path.join(dir, ENGINE_FILE), '// engine');
      await expect(applyNativeInflate(dir)).rejects.toThrow(`${path.join(dir, ENGINE_FILE)}: Pagefind's inflater`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the native inflater', () => {
  const text = 'pagefind_dcd' + 'an index chunk '.repeat(200);
  const gzipped = new Uint8Array(gzipSync(Buffer.from(text)));

  it('inflates gzip with the platform’s DecompressionStream, not the fallback', async () => {
    const fallback = jest.fn(() => new Uint8Array());
    const inflated = await inflaterWith(fallback)(gzipped);
    expect(Buffer.from(inflated).toString()).toBe(text);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('uses Pagefind’s inflater where there is no DecompressionStream', async () => {
    const original = globalThis.DecompressionStream;
    // @ts-expect-error -- a browser without the API
    delete globalThis.DecompressionStream;
    try {
      const fallback = jest.fn(() => new Uint8Array([1, 2, 3]));
      await expect(inflaterWith(fallback)(gzipped)).resolves.toEqual(new Uint8Array([1, 2, 3]));
      expect(fallback).toHaveBeenCalledWith(gzipped);
    } finally {
      globalThis.DecompressionStream = original;
    }
  });

  it('hands data the platform cannot inflate to Pagefind’s inflater, which reports it as before', async () => {
    const fallback = jest.fn(() => {
      throw new Error('invalid gzip data');
    });
    await expect(inflaterWith(fallback)(new Uint8Array([1, 2, 3, 4]))).rejects.toThrow('invalid gzip data');
    expect(fallback).toHaveBeenCalledTimes(1);
  });
});
