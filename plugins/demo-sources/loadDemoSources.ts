import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import type { DemoSources, SourcePair, StylingVariant } from '../../src/types/demo';
import { keptPromise } from './keptPromise';
import { tsToJs, withUnixLineEndings } from './transform';

/** The styling variants a demo may have, each a file beside it: `Name.tailwind.tsx`, `Name.css.tsx`. */
export const STYLING_VARIANTS = ['tailwind', 'css'] as const satisfies readonly StylingVariant[];

export interface LoadDemoSourcesOptions {
  /** The directory `file` is reported relative to; defaults to the working directory. */
  siteDir?: string;
}

/** The absolute paths of the styling variants a demo may have, whether they exist or not. */
export function variantFiles(file: string): Record<StylingVariant, string> {
  const { dir, name, ext } = path.parse(path.resolve(file));
  return Object.fromEntries(
    STYLING_VARIANTS.map((variant) => [variant, path.join(dir, `${name}.${variant}${ext}`)]),
  ) as Record<StylingVariant, string>;
}

/** The same, as a list: what the loader declares as dependencies. */
export function variantFileList(file: string): string[] {
  return Object.values(variantFiles(file));
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A demo file's TS is shown as written: the repository's Prettier formats the demo folders with the
 * options the JS is formatted with (`.prettierrc.json`, checked by `npm run lint:format`), so formatting
 * it again in every build (a third of a cold English build's Prettier time) would change nothing.
 */
async function transformPair(source: string, file: string): Promise<SourcePair> {
  return { ts: withUnixLineEndings(source), js: await tsToJs(source, file) };
}

/** How many source texts the process keeps the TS and JS of (a build has about 750). */
export const SOURCE_PAIR_CACHE_SIZE = 4000;

/** The TS and JS of each source text the process has transformed, by file and text, oldest first. */
const sourcePairs = new Map<string, Promise<SourcePair>>();

/**
 * The TS and JS of one source text, made once per process for a given file and text. A build's
 * client and server compilations both load every demo, and demos share local modules. A failed
 * transform is not kept: the next load tries again.
 */
export function sourcePair(source: string, file: string): Promise<SourcePair> {
  return keptPromise(sourcePairs, `${file}\0${source}`, SOURCE_PAIR_CACHE_SIZE, () => transformPair(source, file));
}

/** TypeScript extensions a local import may leave out, tried in this order. */
const MODULE_EXTENSIONS = ['.ts', '.tsx'];

/** The relative specifiers (`./data/rows`, `../shared`) a source imports or re-exports. */
export function localImports(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) found.add(match[1]!);
  return [...found];
}

/** The file a relative specifier names, from `fromFile`'s folder: as written, or with a TS extension or index. */
function resolveLocal(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    ...(path.extname(base) ? [base] : []),
    ...MODULE_EXTENSIONS.map((ext) => `${base}${ext}`),
    ...MODULE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate));
}

/**
 * The local files `sources` (TypeScript texts of files in `demoDir`) import, and theirs in turn, as
 * their paths relative to `demoDir` (posix) to their TS and JS. A file that is not TypeScript keeps
 * its text in both. A local import that does not resolve is left to the bundler to report.
 */
export async function loadLocalModules(entries: { file: string; source: string }[], demoDir: string) {
  const modules: Record<string, SourcePair> = {};
  const queue = [...entries];
  const seen = new Set(entries.map((entry) => entry.file));
  while (queue.length > 0) {
    const { file, source } = queue.shift()!;
    for (const specifier of localImports(source)) {
      const target = resolveLocal(file, specifier);
      if (!target || seen.has(target)) continue;
      seen.add(target);
      const text = await fs.readFile(target, 'utf8');
      const key = path.relative(demoDir, target).split(path.sep).join('/');
      if (MODULE_EXTENSIONS.includes(path.extname(target))) {
        modules[key] = await sourcePair(text, target);
        queue.push({ file: target, source: text });
      } else {
        modules[key] = { ts: text, js: text };
      }
    }
  }
  // Sorted, so the emitted module (and its content hash) never depends on timing.
  return Object.fromEntries(Object.entries(modules).sort(([a], [b]) => a.localeCompare(b)));
}

/** Reads a TypeScript demo and its styling variants, with the TS of each as written and its JS. */
export async function loadDemoSources(file: string, options: LoadDemoSourcesOptions = {}): Promise<DemoSources> {
  const absolute = path.resolve(file);
  const siteDir = path.resolve(options.siteDir ?? process.cwd());
  const source = await readIfExists(absolute);
  if (source === undefined) throw new Error(`${absolute}: demo file not found`);

  const variantPaths = variantFiles(absolute);
  const variantSources = await Promise.all(STYLING_VARIANTS.map((variant) => readIfExists(variantPaths[variant])));
  const [main, ...variantPairs] = await Promise.all([
    sourcePair(source, absolute),
    ...STYLING_VARIANTS.map(async (variant, index) => {
      const variantSource = variantSources[index];
      return variantSource === undefined ? undefined : sourcePair(variantSource, variantPaths[variant]);
    }),
  ]);
  const modules = await loadLocalModules(
    [
      { file: absolute, source },
      ...STYLING_VARIANTS.flatMap((variant, index) => {
        const variantSource = variantSources[index];
        return variantSource === undefined ? [] : [{ file: variantPaths[variant], source: variantSource }];
      }),
    ],
    path.dirname(absolute),
  );
  // Filled in a fixed order, so the emitted module (and its content hash) never depends on timing.
  const variants: DemoSources['variants'] = {};
  STYLING_VARIANTS.forEach((variant, index) => {
    const pair = variantPairs[index];
    if (pair) variants[variant] = pair;
  });

  return {
    name: path.parse(absolute).name,
    file: path.relative(siteDir, absolute).split(path.sep).join('/'),
    ts: main.ts,
    js: main.js,
    variants,
    ...(Object.keys(modules).length > 0 ? { modules } : {}),
  };
}
