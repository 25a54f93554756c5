import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { DemoSources, SourcePair, StylingVariant } from '../../src/types/demo';
import { formatTs, tsToJs } from './transform';

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

async function sourcePair(source: string, file: string): Promise<SourcePair> {
  const [ts, js] = await Promise.all([formatTs(source, file), tsToJs(source, file)]);
  return { ts, js };
}

/** Reads a TypeScript demo and its styling variants, and produces the formatted TS and JS of each. */
export async function loadDemoSources(file: string, options: LoadDemoSourcesOptions = {}): Promise<DemoSources> {
  const absolute = path.resolve(file);
  const siteDir = path.resolve(options.siteDir ?? process.cwd());
  const source = await readIfExists(absolute);
  if (source === undefined) throw new Error(`${absolute}: demo file not found`);

  const variantPaths = variantFiles(absolute);
  const [main, ...variantPairs] = await Promise.all([
    sourcePair(source, absolute),
    ...STYLING_VARIANTS.map(async (variant) => {
      const variantSource = await readIfExists(variantPaths[variant]);
      return variantSource === undefined ? undefined : sourcePair(variantSource, variantPaths[variant]);
    }),
  ]);
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
  };
}
