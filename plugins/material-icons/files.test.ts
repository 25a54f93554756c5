import { chunkFileName, ICONS_PER_CHUNK } from '../../src/modules/materialIcons/names';
import type { ExtractedIcons } from './extract';
import { galleryFiles } from './files';

function extracted(count: number): ExtractedIcons {
  const names = Array.from({ length: count }, (_, i) => `Icon${String(i).padStart(4, '0')}`);
  const icons = new Map<string, [string, Record<string, string>][]>();
  for (const name of names) {
    icons.set(name, [['path', { d: `M${name}` }]]);
    icons.set(`${name}Outlined`, [['path', { d: `M${name}o` }]]);
  }
  return { version: '5.18.0', index: { names, themes: names.map(() => 0b00011) }, icons };
}

describe('galleryFiles', () => {
  it('writes the index and each theme’s chunks in a folder named by their content', () => {
    const { folder, files } = galleryFiles(extracted(ICONS_PER_CHUNK + 1));
    expect(folder).toMatch(/^assets\/material-icons\/[0-9a-f]{10}\/$/);
    const names = files.map((file) => file.path.slice(folder.length));
    expect(names).toEqual(['index.json', 'filled-0.json', 'filled-1.json', 'outlined-0.json', 'outlined-1.json']);
    const second = JSON.parse(
      files.find((file) => file.path.endsWith(chunkFileName('Outlined', 1)))!.content.toString(),
    );
    expect(second).toEqual({
      [`Icon${String(ICONS_PER_CHUNK).padStart(4, '0')}Outlined`]: [
        ['path', { d: `MIcon${String(ICONS_PER_CHUNK).padStart(4, '0')}o` }],
      ],
    });
    expect(galleryFiles(extracted(3)).folder).not.toBe(folder);
  });

  it('fails when an indexed icon was not extracted', () => {
    const broken = extracted(1);
    (broken.icons as Map<string, unknown>).delete('Icon0000Outlined');
    expect(() => galleryFiles(broken)).toThrow('Icon0000Outlined');
  });
});
