import { hasTheme, type IconIndex, type IconTheme } from './names';

/**
 * The gallery's filter (notes/icon-gallery.md): a lowercase key per base name, built once, holding the
 * name's words and the whole name (`AlarmAdd` -> `alarm add alarmadd`). A query matches when each of
 * its words is part of the key, so `alarm add`, `alarmadd` and `AlarmAdd` all find AlarmAdd. The
 * installed package ships no synonyms or tags, so names are all the filter knows.
 */
export interface IconSearch {
  readonly index: IconIndex;
  readonly keys: readonly string[];
}

/** The words of a PascalCase name, lowercase: `Battery20`, `AccessAlarm` -> `battery 20`, `access alarm`. */
export function nameWords(name: string): string[] {
  return (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [name]).map((word) => word.toLowerCase());
}

export function buildIconSearch(index: IconIndex): IconSearch {
  return { index, keys: index.names.map((name) => `${nameWords(name).join(' ')} ${name.toLowerCase()}`) };
}

/** The query's words, lowercase, without separators. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s_\-.,/]+/)
    .filter((word) => word !== '');
}

/**
 * The positions (in the index) of the base names that exist in `theme` and match `query`, in index
 * order, except that a name equal to the whole query comes first.
 */
export function filterIcons(search: IconSearch, query: string, theme: IconTheme): number[] {
  const words = queryWords(query);
  const whole = words.join('');
  const found: number[] = [];
  let exact = -1;
  search.keys.forEach((key, position) => {
    if (!hasTheme(search.index.themes[position] ?? 0, theme)) return;
    if (!words.every((word) => key.includes(word))) return;
    if (whole !== '' && key.endsWith(` ${whole}`)) exact = position;
    else found.push(position);
  });
  return exact >= 0 ? [exact, ...found] : found;
}
