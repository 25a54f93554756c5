import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { encode } from 'cbor-x';
import { chunkMapOf, decodeMetaIndex, writeChunkMap } from './chunkMap';
import { META_INDEX as META, metaIndexFile as metaFile } from './metaFixture';
import { firstFiles } from '../../src/modules/search/bundleNames';

describe('chunkMapOf', () => {
  it('keeps the index chunks, the filters and the entry’s characters', () => {
    expect(chunkMapOf(META, ['_'])).toEqual({
      chunks: [
        ['0', '5180', 'en_8fc6814'],
        ['acces', 'and', 'en_a77f48e'],
      ],
      filters: { area: 'en_7bb07e1' },
      includeCharacters: ['_'],
    });
  });

  it('refuses a meta index of another shape', () => {
    expect(() => chunkMapOf({ version: '2' }, [])).toThrow('not the array Pagefind 1.6 writes');
    expect(() => chunkMapOf(['1.6.0', [], [['a', 'b']], []], [])).toThrow('[from, to, hash]');
    expect(() => chunkMapOf(['1.6.0', [], [], [['area']]], [])).toThrow('[filter, hash]');
  });
});

describe('decodeMetaIndex', () => {
  it('inflates, checks the signature and decodes the CBOR', () => {
    expect(decodeMetaIndex(metaFile(META))).toEqual(META);
  });

  it('refuses a file without the signature', () => {
    expect(() => decodeMetaIndex(gzipSync(encode(META)))).toThrow('signature');
  });
});

describe('writeChunkMap', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-map-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the map beside the bundle under the name the pages know', async () => {
    const names = firstFiles('zh-cn', 'ab12cd');
    fs.writeFileSync(path.join(dir, 'pagefind-entry.json'), JSON.stringify({ include_characters: ['_', 3] }));
    fs.writeFileSync(path.join(dir, names.meta), metaFile(META));
    const map = await writeChunkMap(dir, 'zh-cn', 'ab12cd');
    expect(JSON.parse(fs.readFileSync(path.join(dir, names.chunkMap), 'utf8'))).toEqual(map);
    expect(map.includeCharacters).toEqual(['_']);
    expect(map.chunks).toHaveLength(2);
  });

  it('names the meta file it could not read', async () => {
    const names = firstFiles('en', 'ab12cd');
    fs.writeFileSync(path.join(dir, 'pagefind-entry.json'), '{}');
    fs.writeFileSync(path.join(dir, names.meta), gzipSync('not cbor'));
    await expect(writeChunkMap(dir, 'en', 'ab12cd')).rejects.toThrow(path.join(dir, names.meta));
  });
});
