import { BUNDLE_TAG_PATTERN, firstFiles } from './bundleNames';

describe('firstFiles', () => {
  it('names the entry as the engine asks for it with the tag, the meta index by language and tag, the WebAssembly by language', () => {
    expect(firstFiles('zh-cn', '0a1b2c')).toEqual({
      entry: 'pagefind-entry.json?ts=0a1b2c',
      meta: 'pagefind.zh-cn_0a1b2c.pf_meta',
      wasm: 'wasm.zh-cn.pagefind',
      chunkMap: 'portal-chunks.zh-cn_0a1b2c.json',
      hash: 'zh-cn_0a1b2c',
      wasmName: 'zh-cn',
    });
  });

  it('gives a new meta name for every tag, so a cached meta index of an older build is never read', () => {
    expect(firstFiles('en', 'aaaaaa').meta).not.toBe(firstFiles('en', 'bbbbbb').meta);
  });
});

describe('BUNDLE_TAG_PATTERN', () => {
  it('accepts short hexadecimal tags only', () => {
    expect(BUNDLE_TAG_PATTERN.test('0a1b2c3d4e5f')).toBe(true);
    expect(BUNDLE_TAG_PATTERN.test('')).toBe(false);
    expect(BUNDLE_TAG_PATTERN.test('abc')).toBe(false);
    expect(BUNDLE_TAG_PATTERN.test('0A1B2C')).toBe(false);
    expect(BUNDLE_TAG_PATTERN.test('abcdef"><x')).toBe(false);
  });
});
