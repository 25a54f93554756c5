/**
 * The theme explorer's model: a theme object seen as a tree of named entries, described and searched
 * without React. Entries are made on demand (`childEntries`), so an explorer builds only the levels a
 * reader opens; only a search walks the whole object.
 */

export type EntryKind =
  | 'object'
  | 'array'
  | 'function'
  | 'component'
  | 'string'
  | 'number'
  | 'boolean'
  | 'null'
  | 'undefined'
  | 'other'
  | 'circular';

export interface ThemeEntry {
  /** The JavaScript path that reads the entry, from `theme`: `theme.palette.primary.main`, `theme.shadows[2]`. */
  path: string;
  /** The property name or array index. */
  key: string;
  kind: EntryKind;
  /** What the explorer prints for the value: `"#0059b2"`, `8`, `function spacing()`, `{…} 5 keys`. */
  summary: string;
  /** Whether the entry has entries of its own to show. */
  expandable: boolean;
  value: unknown;
}

export const ROOT_PATH = 'theme';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The path of a child: dot notation for identifiers, brackets for indexes and other keys. */
export function childPath(parentPath: string, key: string, inArray: boolean): string {
  if (inArray) return `${parentPath}[${key}]`;
  if (IDENTIFIER.test(key)) return `${parentPath}.${key}`;
  return `${parentPath}[${JSON.stringify(key).replace(/^"|"$/g, "'")}]`;
}

/** React components (memo, forwardRef, lazy) are objects with a `$$typeof` symbol: shown as one value. */
function isReactType(value: object): boolean {
  return typeof (value as { $$typeof?: unknown }).$$typeof === 'symbol';
}

/**
 * The kind and printed form of a value. A function is shown with the key that holds it: production
 * builds rename functions, while the theme's keys (`spacing`, `up`, `augmentColor`) stay.
 */
export function describeValue(key: string, value: unknown): Pick<ThemeEntry, 'kind' | 'summary' | 'expandable'> {
  if (value === null) return { kind: 'null', summary: 'null', expandable: false };
  switch (typeof value) {
    case 'string':
      return { kind: 'string', summary: JSON.stringify(value), expandable: false };
    case 'number':
      return { kind: 'number', summary: String(value), expandable: false };
    case 'boolean':
      return { kind: 'boolean', summary: String(value), expandable: false };
    case 'undefined':
      return { kind: 'undefined', summary: 'undefined', expandable: false };
    case 'function':
      return { kind: 'function', summary: `function ${functionName(key, value)}()`, expandable: false };
    case 'object': {
      if (isReactType(value)) return { kind: 'component', summary: 'React component', expandable: false };
      if (Array.isArray(value)) {
        return { kind: 'array', summary: `[…] ${countLabel(value.length, 'item')}`, expandable: value.length > 0 };
      }
      const size = Object.keys(value).length;
      return { kind: 'object', summary: `{…} ${countLabel(size, 'key')}`, expandable: size > 0 };
    }
    default:
      return { kind: 'other', summary: String(value), expandable: false };
  }
}

function functionName(key: string, value: unknown): string {
  if (!/^\d+$/.test(key)) return key;
  const own = (value as { name?: unknown }).name;
  return typeof own === 'string' && own ? own : 'anonymous';
}

function countLabel(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function entry(parentPath: string, key: string, value: unknown, inArray: boolean): ThemeEntry {
  return { path: childPath(parentPath, key, inArray), key, value, ...describeValue(key, value) };
}

/**
 * The entries inside an object or array, in the object's own key order. `ancestors` holds the values
 * above it: an entry that points back to one of them is shown as `[circular]` and not opened.
 */
export function childEntries(value: unknown, path: string, ancestors: readonly unknown[] = []): ThemeEntry[] {
  if (value === null || typeof value !== 'object' || isReactType(value)) return [];
  const inArray = Array.isArray(value);
  // Every index of an array, holes included (`map` would skip them).
  const keys = inArray ? Array.from({ length: value.length }, (_, index) => String(index)) : Object.keys(value);
  const seen = [...ancestors, value];
  return keys.map((key) => {
    const child = (value as Record<string, unknown>)[key];
    if (child !== null && typeof child === 'object' && seen.includes(child)) {
      return {
        path: childPath(path, key, inArray),
        key,
        value: child,
        kind: 'circular',
        summary: '[circular]',
        expandable: false,
      };
    }
    return entry(path, key, child, inArray);
  });
}

export interface SearchResult {
  /** Paths of the entries whose key, path or printed value contains the query, in tree order, at most `limit`. */
  matches: string[];
  /** How many entries match in all. */
  total: number;
  /** The same paths as `matches`, for look-ups. */
  matched: ReadonlySet<string>;
  /** Paths of the objects and arrays above the shown matches: the explorer opens them. */
  ancestors: ReadonlySet<string>;
}

/** The deepest level a search walks; the theme's own data is far shallower. */
const MAX_DEPTH = 12;

/**
 * Every entry whose key, printed value or (for a query with a dot) path contains the query, ignoring
 * case. The walk goes through the whole object, in tree order; matches past `limit` are counted only.
 */
export function searchTheme(theme: unknown, query: string, limit: number): SearchResult {
  const needle = query.trim().toLowerCase();
  const matches: string[] = [];
  const ancestors = new Set<string>();
  const result = { matches, total: 0, matched: new Set(matches), ancestors };
  if (!needle) return result;
  const withPath = needle.includes('.');

  const walk = (value: unknown, path: string, above: readonly unknown[], parents: readonly string[]): void => {
    if (parents.length >= MAX_DEPTH) return;
    for (const child of childEntries(value, path, above)) {
      const hit =
        child.key.toLowerCase().includes(needle) ||
        (!child.expandable && child.summary.toLowerCase().includes(needle)) ||
        (withPath && child.path.toLowerCase().includes(needle));
      if (hit) {
        result.total += 1;
        if (matches.length < limit) {
          matches.push(child.path);
          parents.forEach((parent) => ancestors.add(parent));
        }
      }
      if (child.expandable) walk(child.value, child.path, [...above, value], [...parents, child.path]);
    }
  };
  walk(theme, ROOT_PATH, [], []);
  return { ...result, matched: new Set(matches) };
}

/**
 * Whether an entry is shown while a search is on: it matches, it leads to a match, or it is inside
 * a match (a matching object can be opened whole).
 */
export function isShownInSearch(path: string, result: SearchResult, insideMatch: boolean): boolean {
  return insideMatch || result.ancestors.has(path) || result.matched.has(path);
}

/** The entry at a path made by this module (`theme.palette.primary.main`), or `undefined`. */
export function findEntry(theme: unknown, path: string): ThemeEntry | undefined {
  let value = theme;
  let current = ROOT_PATH;
  const ancestors: unknown[] = [];
  for (let depth = 0; depth < MAX_DEPTH * 2; depth += 1) {
    const next = childEntries(value, current, ancestors).find(
      (child) => path === child.path || path.startsWith(`${child.path}.`) || path.startsWith(`${child.path}[`),
    );
    if (!next) return undefined;
    if (next.path === path) return next;
    if (!next.expandable) return undefined;
    ancestors.push(value);
    value = next.value;
    current = next.path;
  }
  return undefined;
}
