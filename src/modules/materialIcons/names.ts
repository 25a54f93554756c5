/**
 * The Material Icons of `@mui/icons-material` by base name and theme (notes/icon-gallery.md). Shared
 * by the build-time extraction (plugins/material-icons) and the gallery, so both cut the themes'
 * lists into the same data chunks.
 */

/** The five themes, in the order the gallery offers them; Filled icons have no suffix. */
export const ICON_THEMES = ['Filled', 'Outlined', 'Rounded', 'TwoTone', 'Sharp'] as const;
export type IconTheme = (typeof ICON_THEMES)[number];

/** Icons per data chunk of a theme (the gallery fetches the chunks its visible rows need). */
export const ICONS_PER_CHUNK = 200;

/** Name of the local plugin that hands the data's location to the gallery as global data. */
export const MATERIAL_ICONS_PLUGIN_NAME = 'portal-material-icons';

/** `theme` as the module name's suffix: '' for Filled. */
export function themeSuffix(theme: IconTheme): string {
  return theme === 'Filled' ? '' : theme;
}

/** The module (and component) name of a base name in a theme: `Delete` + Outlined -> `DeleteOutlined`. */
export function iconModuleName(baseName: string, theme: IconTheme): string {
  return `${baseName}${themeSuffix(theme)}`;
}

/** The import line a reader copies: the path import of one module. */
export function importLine(moduleName: string): string {
  return `import ${moduleName} from '@mui/icons-material/${moduleName}';`;
}

/** The icon index: base names sorted, and per name a bit per theme (bit i = ICON_THEMES[i] exists). */
export interface IconIndex {
  readonly names: readonly string[];
  readonly themes: readonly number[];
}

export const hasTheme = (themes: number, theme: IconTheme): boolean =>
  (themes & (1 << ICON_THEMES.indexOf(theme))) !== 0;

/**
 * Where each base name's icon lives in a theme's chunks: the names that exist in the theme, in index
 * order, cut every ICONS_PER_CHUNK. `Map<baseName, chunk number>`.
 */
export function chunkOfNames(index: IconIndex, theme: IconTheme): Map<string, number> {
  const chunks = new Map<string, number>();
  let position = 0;
  index.names.forEach((name, i) => {
    if (!hasTheme(index.themes[i] ?? 0, theme)) return;
    chunks.set(name, Math.floor(position / ICONS_PER_CHUNK));
    position += 1;
  });
  return chunks;
}

/** File name of a theme's chunk, under the data folder: `outlined-3.json`. */
export function chunkFileName(theme: IconTheme, chunk: number): string {
  return `${theme.toLowerCase()}-${chunk}.json`;
}

export const INDEX_FILE_NAME = 'index.json';

/**
 * An SVG element of an icon as data: tag, attributes (React prop names: `fillOpacity`), children.
 * The gallery draws it inside `SvgIcon`.
 */
export type IconNode = readonly [
  tag: string,
  attributes: Readonly<Record<string, string>>,
  children?: readonly IconNode[],
];

/** A data chunk: module name to the icon's elements. */
export type IconChunk = Readonly<Record<string, readonly IconNode[]>>;
