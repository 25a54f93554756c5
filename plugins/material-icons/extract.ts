/**
 * Reads the icons of the installed `@mui/icons-material` at build time (notes/icon-gallery.md): the
 * module names (one CommonJS file per icon at the package's root) and, per icon, the SVG elements it
 * hands to `createSvgIcon`. Each module is run with stand-ins for `createSvgIcon` and the JSX runtime
 * that return plain data, so the elements are exactly what the component would draw, whatever Babel
 * wrote around them (a single element, an array with keys, a fragment).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ICON_THEMES, themeSuffix, type IconIndex, type IconNode } from '../../src/modules/materialIcons/names';

/** The icon module names of the package folder: `Abc`, `AbcOutlined`, ... (not `index`, not `utils/`). */
export function listIconModules(packageDir: string): string[] {
  return fs
    .readdirSync(packageDir)
    .filter((file) => /^[A-Z][A-Za-z0-9]*\.js$/.test(file))
    .map((file) => file.slice(0, -'.js'.length))
    .sort();
}

const SUFFIXES = ICON_THEMES.map(themeSuffix).filter((suffix) => suffix !== '');

/**
 * Groups module names into base names and themes. A base name is a name with its theme suffix taken
 * off, or a name that has themed variants of its own: `InsertChartOutlined` is both the Outlined
 * `InsertChart` and the Filled base of `InsertChartOutlinedRounded`, as the package ships it.
 */
export function groupIconModules(moduleNames: readonly string[]): IconIndex {
  const modules = new Set(moduleNames);
  const bases = new Set<string>();
  for (const name of moduleNames) {
    const suffix = SUFFIXES.find((candidate) => name.endsWith(candidate) && name.length > candidate.length);
    if (suffix) bases.add(name.slice(0, -suffix.length));
    if (!suffix || SUFFIXES.some((candidate) => modules.has(name + candidate))) bases.add(name);
  }
  const names = [...bases].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const themes = names.map((name) =>
    ICON_THEMES.reduce((bits, theme, bit) => (modules.has(name + themeSuffix(theme)) ? bits | (1 << bit) : bits), 0),
  );
  return { names, themes: themes };
}

interface Element {
  readonly type: string;
  readonly props: Readonly<Record<string, unknown>>;
}

const FRAGMENT = 'Fragment';
const ATTRIBUTE = /^[A-Za-z][A-Za-z:]*$/;

/** Runs one icon module (CommonJS source) and returns the elements it draws and the name it gives. */
export function iconElementsOf(source: string, fileName: string): { name: string; nodes: IconNode[] } {
  let drawn: { node: unknown; name: unknown } | null = null;
  const element = (type: unknown, props: Record<string, unknown>): Element => ({
    type: typeof type === 'string' ? type : FRAGMENT,
    props,
  });
  const stubs: Record<string, unknown> = {
    '@babel/runtime/helpers/interopRequireDefault': (value: unknown) => ({ default: value }),
    './utils/createSvgIcon': (node: unknown, name: unknown) => {
      drawn = { node, name };
      return null;
    },
    'react/jsx-runtime': { jsx: element, jsxs: element },
    react: { __esModule: true, Fragment: FRAGMENT },
  };
  const require = (id: string): unknown => {
    if (!(id in stubs))
      throw new Error(`[material-icons] ${fileName} requires ${id}, which the extraction does not know`);
    return stubs[id];
  };
  const module = { exports: {} as Record<string, unknown> };
  // The package's own build output, run with stand-ins only (no Node API is reachable from it).
  new Function('require', 'module', 'exports', source)(require, module, module.exports);
  const result = drawn as { node: unknown; name: unknown } | null;
  if (!result || typeof result.name !== 'string')
    throw new Error(`[material-icons] ${fileName} did not call createSvgIcon with a name`);
  return { name: result.name, nodes: resolveUses(toNodes(result.node, fileName), fileName) };
}

function toNodes(value: unknown, fileName: string): IconNode[] {
  if (Array.isArray(value)) return value.flatMap((item) => toNodes(item, fileName));
  if (value === null || value === undefined || value === false) return [];
  const node = value as Element;
  if (typeof node !== 'object' || typeof node.type !== 'string')
    throw new Error(`[material-icons] ${fileName} draws something that is not an element`);
  const { children, ...props } = node.props;
  const kids = toNodes(children, fileName);
  if (node.type === FRAGMENT) return kids;
  const attributes: Record<string, string> = {};
  for (const [key, raw] of Object.entries(props)) {
    if (!ATTRIBUTE.test(key) || (typeof raw !== 'string' && typeof raw !== 'number'))
      throw new Error(`[material-icons] ${fileName}: unexpected attribute ${key} on <${node.type}>`);
    attributes[key] = String(raw);
  }
  return [kids.length > 0 ? [node.type, attributes, kids] : [node.type, attributes]];
}

const withoutId = (attributes: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(attributes).filter(([key]) => key !== 'id'));

/**
 * Replaces each `<use xlinkHref="#id">` with a copy of the element it points to (without its id) and
 * drops `<defs>`: ids are page-wide, so an icon drawn many times on one page must not carry any.
 */
export function resolveUses(nodes: readonly IconNode[], fileName: string): IconNode[] {
  const defined = new Map<string, IconNode>();
  const collect = (list: readonly IconNode[]): void =>
    list.forEach((node) => {
      if (node[1].id) defined.set(node[1].id, node);
      if (node[2]) collect(node[2]);
    });
  collect(nodes);
  const rewrite = (list: readonly IconNode[]): IconNode[] =>
    list.flatMap((node): IconNode[] => {
      const [tag, attributes, children] = node;
      if (tag === 'defs') return [];
      if (tag === 'use') {
        const target = defined.get((attributes.xlinkHref ?? attributes.href ?? '').replace(/^#/, ''));
        if (!target) throw new Error(`[material-icons] ${fileName}: <use> points to no element of the icon`);
        const rest = withoutId(target[1]);
        return [target[2] ? [target[0], rest, rewrite(target[2])] : [target[0], rest]];
      }
      const rest = withoutId(attributes);
      return [children ? [tag, rest, rewrite(children)] : [tag, rest]];
    });
  return rewrite(nodes);
}

export interface ExtractedIcons {
  readonly version: string;
  readonly index: IconIndex;
  /** Module name to its elements. */
  readonly icons: ReadonlyMap<string, readonly IconNode[]>;
}

/** Every icon of the package folder. Fails naming the file when a module cannot be read. */
export function extractIcons(packageDir: string): ExtractedIcons {
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const moduleNames = listIconModules(packageDir);
  const icons = new Map<string, readonly IconNode[]>();
  for (const name of moduleNames) {
    const file = `${name}.js`;
    const drawn = iconElementsOf(fs.readFileSync(path.join(packageDir, file), 'utf8'), file);
    if (drawn.name !== name) throw new Error(`[material-icons] ${file} names its icon ${drawn.name}`);
    icons.set(name, drawn.nodes);
  }
  return { version, index: groupIconModules(moduleNames), icons };
}
