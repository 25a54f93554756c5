import path from 'node:path';
import { chunkFileName, ICONS_PER_CHUNK } from '../../src/modules/materialIcons/names';
import type { ExtractedIcons } from './extract';
import { galleryFiles, iconFontFiles } from './files';

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

describe('iconFontFiles', () => {
  it('makes a stylesheet from Fontsource’s @font-face with the class rule and its font files beside it', () => {
    const dir = path.dirname(require.resolve('@fontsource/material-icons/package.json'));
    const { stylesheet, files } = iconFontFiles(dir);
    expect(stylesheet).toMatch(/^assets\/icon-font\/[0-9a-f]{10}\/material-icons\.css$/);
    const css = files[0]!.content.toString();
    expect(css).toContain("font-family: 'Material Icons'");
    expect(css).toContain('url(./material-icons-latin-400-normal.woff2)');
    expect(css).toContain('font-display: block');
    expect(css).toContain('.material-icons {');
    expect(files.map((file) => path.basename(file.path)).sort()).toEqual([
      'material-icons-latin-400-normal.woff',
      'material-icons-latin-400-normal.woff2',
      'material-icons.css',
    ]);
  });
});
