import { chunkFileName, chunkOfNames, hasTheme, iconModuleName, ICONS_PER_CHUNK, importLine } from './names';

describe('icon names', () => {
  it('names a module by base name and theme suffix', () => {
    expect(iconModuleName('Delete', 'Filled')).toBe('Delete');
    expect(iconModuleName('Delete', 'TwoTone')).toBe('DeleteTwoTone');
  });

  it('writes the path import a reader copies', () => {
    expect(importLine('DeleteOutlined')).toBe("import DeleteOutlined from '@mui/icons-material/DeleteOutlined';");
  });

  it('reads the theme bits', () => {
    expect(hasTheme(0b00011, 'Outlined')).toBe(true);
    expect(hasTheme(0b00011, 'Sharp')).toBe(false);
  });

  it('cuts a theme into chunks counting only the names the theme has', () => {
    const count = ICONS_PER_CHUNK + 3;
    const names = Array.from({ length: count }, (_, i) => `Icon${String(i).padStart(4, '0')}`);
    // The second name exists in Filled only: in Outlined, every later name moves up one place.
    const themes = names.map((_, i) => (i === 1 ? 0b00001 : 0b11111));
    const filled = chunkOfNames({ names, themes }, 'Filled');
    const outlined = chunkOfNames({ names, themes }, 'Outlined');
    expect(filled.get(names[ICONS_PER_CHUNK - 1]!)).toBe(0);
    expect(filled.get(names[ICONS_PER_CHUNK]!)).toBe(1);
    expect(outlined.has(names[1]!)).toBe(false);
    expect(outlined.get(names[ICONS_PER_CHUNK]!)).toBe(0);
    expect(outlined.get(names[ICONS_PER_CHUNK + 1]!)).toBe(1);
    expect(chunkFileName('TwoTone', 3)).toBe('twotone-3.json');
  });
});
