import { chunkFilesFor, chunksOfTerm, compareCodePoints, isChunkMap, pagefindTerms, type ChunkMap } from './chunkMap';

const map: ChunkMap = {
  chunks: [
    ['0', '5180', 'en_0'],
    ['acces', 'and', 'en_a'],
    ['ariabusy', 'bar', 'en_b'],
    ['lab', 'lock', 'en_l'],
    ['lodash', 'mui', 'en_m'],
    ['安', '安装', 'zh_1'],
  ],
  filters: { area: 'en_f' },
  includeCharacters: ['_', '.'],
};

describe('isChunkMap', () => {
  it('accepts what the build writes', () => {
    expect(isChunkMap(map)).toBe(true);
    expect(isChunkMap(JSON.parse(JSON.stringify(map)))).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      'map',
      [],
      { ...map, chunks: [['a', 'b']] },
      { ...map, chunks: [['a', 'b', 3]] },
      { ...map, filters: [] },
      { ...map, filters: { area: 1 } },
      { ...map, includeCharacters: '_' },
      { chunks: [], filters: {} },
    ]) {
      expect([value, isChunkMap(value)]).toEqual([value, false]);
    }
  });
});

describe('pagefindTerms', () => {
  it('lowercases, drops punctuation, strips diacritics and splits at spaces, as Pagefind does', () => {
    expect(pagefindTerms('  Data-Grid   Café! ', 'en', [])).toEqual(['datagrid', 'cafe']);
    expect(pagefindTerms('(licensing)', 'en', [])).toEqual(['licensing']);
  });

  it('keeps the characters the index includes', () => {
    expect(pagefindTerms('v7.14.0 use_grid', 'en', ['.'])).toEqual(['v7.14.0', 'use_grid']);
    expect(pagefindTerms('v7.14.0', 'en', [])).toEqual(['v7140']);
  });

  it('cuts Chinese into words', () => {
    const terms = pagefindTerms('安装，日期选择器', 'zh-cn', []);
    expect(terms.join('')).toBe('安装日期选择器');
    expect(terms.length).toBeGreaterThan(1);
    expect(terms[0]).toBe('安装');
  });

  it('has no term for a query of punctuation and spaces', () => {
    expect(pagefindTerms(' ?! ', 'en', [])).toEqual([]);
  });
});

describe('compareCodePoints', () => {
  it('orders by code point, as Rust orders strings', () => {
    expect(compareCodePoints('a', 'b')).toBeLessThan(0);
    expect(compareCodePoints('ab', 'a')).toBeGreaterThan(0);
    expect(compareCodePoints('same', 'same')).toBe(0);
    // UTF-16 puts the surrogate pair of U+1F600 before U+FFFD; by code point it comes after.
    expect('\u{1F600}' < '\uFFFD').toBe(true);
    expect(compareCodePoints('\u{1F600}', '\uFFFD')).toBeGreaterThan(0);
  });
});

describe('chunksOfTerm', () => {
  it('is the chunk whose range holds the term, ends included', () => {
    expect(chunksOfTerm('licensing', map)).toEqual(['en_l']);
    expect(chunksOfTerm('lab', map)).toEqual(['en_l']);
    expect(chunksOfTerm('lock', map)).toEqual(['en_l']);
    expect(chunksOfTerm('安装', map)).toEqual(['zh_1']);
  });

  it('falls back to the chunks whose boundaries, cut to the term, hold it', () => {
    // "lockz" lies between "lock" and "lodash": no range holds it, but "lock" cut to five letters does.
    expect(chunksOfTerm('lockz', map)).toEqual(['en_l']);
    // "ann" lies between the chunks ending "and" and starting "ariabusy"; cut to three letters,
    // neither "and" nor "ari" holds it.
    expect(chunksOfTerm('ann', map)).toEqual([]);
  });
});

describe('chunkFilesFor', () => {
  it('lists each needed index chunk once, then the chunks of the filters used', () => {
    expect(chunkFilesFor(['licensing', 'lab', 'mui'], { area: 'x' }, map)).toEqual([
      'index/en_l.pf_index',
      'index/en_m.pf_index',
      'filter/en_f.pf_filter',
    ]);
    expect(chunkFilesFor(['licensing'], {}, map)).toEqual(['index/en_l.pf_index']);
  });

  it('ignores a filter the bundle has no chunk for', () => {
    expect(chunkFilesFor(['licensing'], { plan: 'pro' }, map)).toEqual(['index/en_l.pf_index']);
  });

  it('is nothing without a term (the engine then fetches nothing either)', () => {
    expect(chunkFilesFor([], { area: 'x' }, map)).toEqual([]);
  });
});
