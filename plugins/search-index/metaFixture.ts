/** Test fixture: a meta index file as Pagefind 1.6 writes it (gzip of its signature and a CBOR value). */
import { gzipSync } from 'node:zlib';
import { encode } from 'cbor-x';

export const META_INDEX = [
  '1.6.0',
  [['en_46d0983', 160, '']],
  [
    ['0', '5180', 'en_8fc6814'],
    ['acces', 'and', 'en_a77f48e'],
  ],
  [['area', 'en_7bb07e1']],
  [],
  ['image', 'title'],
];

export function metaIndexFile(value: unknown = META_INDEX): Buffer {
  return gzipSync(Buffer.concat([Buffer.from('pagefind_dcd', 'latin1'), encode(value)]));
}
