/**
 * The files the gallery and the icon font need, built from the extracted icons and the installed
 * `@fontsource/material-icons` (notes/icon-gallery.md): an index, per theme data chunks of
 * ICONS_PER_CHUNK icons, and a font stylesheet with its font files. Each set lives in a folder named
 * by its content hash, so the service worker's cache-first rule for `assets/` stays right.
 */
import { createHash } from 'node:crypto';
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
