/**
 * The files the gallery and the icon font need, built from the extracted icons and the installed
 * `@fontsource/material-icons` (notes/icon-gallery.md): an index, per theme data chunks of
 * ICONS_PER_CHUNK icons, and a font stylesheet with its font files. Each set lives in a folder named
 * by its content hash, so the service worker's cache-first rule for `assets/` stays right.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  chunkFileName,
  chunkOfNames,
  hasTheme,
  iconModuleName,
  ICON_THEMES,
  INDEX_FILE_NAME,
  type IconChunk,
  type IconNode,
} from '../../src/modules/materialIcons/names';
import type { ExtractedIcons } from './extract';

export interface EmittedFile {
  /** Path inside the build's output folder (no leading slash). */
  readonly path: string;
  readonly content: Buffer;
}

const hashOf = (files: readonly { name: string; content: Buffer }[]): string => {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.name).update('\0').update(file.content).update('\0');
  return hash.digest('hex').slice(0, 10);
};

function inFolder(prefix: string, files: readonly { name: string; content: Buffer }[]) {
  const folder = `${prefix}/${hashOf(files)}/`;
  return { folder, files: files.map((file) => ({ path: folder + file.name, content: file.content })) };
}

/** The index and every theme's chunks, under `assets/material-icons/<hash>/`. */
export function galleryFiles(extracted: ExtractedIcons): { folder: string; files: EmittedFile[] } {
  const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));
  const files = [{ name: INDEX_FILE_NAME, content: json(extracted.index) }];
  for (const theme of ICON_THEMES) {
    const chunks: Record<string, readonly IconNode[]>[] = [];
    const where = chunkOfNames(extracted.index, theme);
    extracted.index.names.forEach((name, i) => {
      if (!hasTheme(extracted.index.themes[i] ?? 0, theme)) return;
      const moduleName = iconModuleName(name, theme);
      const nodes = extracted.icons.get(moduleName);
      if (!nodes) throw new Error(`[material-icons] ${moduleName} is in the index but was not extracted`);
      const chunk = where.get(name)!;
      (chunks[chunk] ??= {})[moduleName] = nodes;
    });
    chunks.forEach((chunk: IconChunk, number) =>
      files.push({ name: chunkFileName(theme, number), content: json(chunk) }),
    );
  }
  return inFolder('assets/material-icons', files);
}

export const ICON_FONT_STYLESHEET = 'material-icons.css';

/**
 * The class Material UI's `Icon` puts on its `<span>` by default (`baseClassName`): the font and the
 * ligatures that turn the text `star` into the glyph. Google's hosted stylesheet ships this rule;
 * Fontsource ships only the `@font-face`.
 */
const ICON_CLASS_RULE = `
.material-icons {
  font-family: 'Material Icons';
  font-weight: normal;
  font-style: normal;
  line-height: 1;
  letter-spacing: normal;
  text-transform: none;
  white-space: nowrap;
  word-wrap: normal;
  direction: ltr;
  font-feature-settings: 'liga';
  -webkit-font-smoothing: antialiased;
}
`;

/**
 * The font stylesheet under `assets/icon-font/<hash>/`: Fontsource's `@font-face` (its `./files/`
 * URLs made siblings, `font-display: block` as for every icon font, so a ligature's name never shows
 * while the font loads), the `.material-icons` rule, and the font files it names.
 */
export function iconFontFiles(fontsourceDir: string): { stylesheet: string; files: EmittedFile[] } {
  const css = fs.readFileSync(path.join(fontsourceDir, 'index.css'), 'utf8');
  const fonts = [...css.matchAll(/url\(\.\/files\/([^)]+)\)/g)].map((match) => match[1]!);
  if (fonts.length === 0) throw new Error('[material-icons] no font file in @fontsource/material-icons/index.css');
  const stylesheet =
    css.replace(/url\(\.\/files\/([^)]+)\)/g, 'url(./$1)').replace(/font-display:\s*swap/g, 'font-display: block') +
    ICON_CLASS_RULE;
  const { folder, files } = inFolder('assets/icon-font', [
    { name: ICON_FONT_STYLESHEET, content: Buffer.from(stylesheet) },
    ...fonts.map((font) => ({ name: font, content: fs.readFileSync(path.join(fontsourceDir, 'files', font)) })),
  ]);
  return { stylesheet: folder + ICON_FONT_STYLESHEET, files };
}
