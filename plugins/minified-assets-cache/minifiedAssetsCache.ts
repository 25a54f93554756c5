import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Compilation, Compiler } from 'webpack';
import { writeFileWhole } from '../../config/files/writeFileWhole';

const NAME = 'PortalMinifiedAssetsCache';
const CACHED = /\.(?:js|css)$/;

export interface MinifiedAssetsCacheOptions {
  /** Where the minified texts are kept, one file per text. */
  readonly dir: string;
  /** When the folder grows past this many bytes, its least recently used files go, down to three quarters of it. */
  readonly maxBytes?: number;
}

/** What makes a minifier's output what it is: the bundler's version and each minimizer's options. */
export function minifierIdentity(compiler: Compiler): string {
  const minimizers = (compiler.options.optimization.minimizer ?? []).map((minimizer) => {
    if (!minimizer || typeof minimizer !== 'object') return String(minimizer);
    // Rspack's built-in minimizers keep their options as `_args`; webpack's plugins as `options`.
    const { name, _args: args, options } = minimizer as { name?: string; _args?: unknown; options?: unknown };
    return { name: name ?? minimizer.constructor?.name, options: args ?? options };
  });
  const bundler = compiler.webpack as { rspackVersion?: string; version?: string };
  // Version 2: texts that name other files by their hashes are no longer kept (assetsNamingOthers); the
  // runtimes that version 1 kept must not be given back.
  return JSON.stringify({ version: 2, bundler: bundler.rspackVersion ?? bundler.version ?? 'unknown', minimizers });
}

/** The cache file of one asset's text before minifying, under one minifier identity. */
export function cacheFileName(identity: string, assetName: string, text: Buffer): string {
  const extension = path.extname(assetName);
  return (
    createHash('sha256').update(identity).update('\0').update(extension).update('\0').update(text).digest('hex') +
    extension
  );
}

/** The content hashes an asset's file name carries (Rspack's asset info: a string or a list). */
function hashesOfInfo(info: { contenthash?: string | string[] }): string[] {
  const { contenthash } = info;
  if (typeof contenthash === 'string') return [contenthash];
  return Array.isArray(contenthash) ? contenthash : [];
}

/**
 * Tells the assets whose text names another asset's file by its content hash (the runtime's map of
 * chunk files, a stylesheet's font URL). Rspack's real content hash renames the files after the
 * minimizers and rewrites the old hashes wherever they appear, but not in a text the cache gave back:
 * a runtime kept from an earlier build asked for every chunk under a name that was never written
 * (every client-side chunk load failed with 404 on a warm build). Such assets are not kept, so they
 * are always left to the minifier. Hashes that are not hexadecimal, which the scan cannot tell from code, leave every asset to it.
 */
export function assetsNamingOthers(assets: ReadonlyArray<{ info: { contenthash?: string | string[] } }>) {
  const hashes = new Set(assets.flatMap((asset) => hashesOfInfo(asset.info)));
  const lengths = [...new Set([...hashes].map((hash) => hash.length))];
  const hexadecimal = [...hashes].every((hash) => /^[0-9a-f]+$/.test(hash));
  const shortest = Math.min(...lengths);
  return (text: Buffer, info: { contenthash?: string | string[] }): boolean => {
    if (hashes.size === 0) return false;
    if (!hexadecimal) return true;
    const own = new Set(hashesOfInfo(info));
    const runs = new RegExp(`[0-9a-f]{${shortest},}`, 'g');
    for (const [run] of text.toString('latin1').matchAll(runs)) {
      for (const length of lengths) {
        for (let at = 0; at + length <= run.length; at += 1) {
          const candidate = run.slice(at, at + length);
          if (hashes.has(candidate) && !own.has(candidate)) return true;
        }
      }
    }
    return false;
  };
}

/** Removes the least recently used files once the folder is over `maxBytes`, down to three quarters of it. */
export async function pruneCache(dir: string, maxBytes: number): Promise<void> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return;
  }
  const files = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      return { file, size: stat?.size ?? 0, used: stat?.mtimeMs ?? 0 };
    }),
  );
  let total = files.reduce((sum, file) => sum + file.size, 0);
  if (total <= maxBytes) return;
  for (const file of files.sort((a, b) => a.used - b.used)) {
    if (total <= maxBytes * 0.75) break;
    await fs.rm(file.file, { force: true });
    total -= file.size;
  }
}

/**
 * Keeps what the minimizers made of each JavaScript and CSS asset of the browser's bundle, by the
 * asset's text before minifying, and gives it back to a later compilation with the same text: Rspack's
 * minimizers pass over an asset marked `minimized`, as they do for their own work. Rspack's persistent
 * cache covers compiling modules, not minifying chunks, so a warm build minified every chunk again
 * (about 2.4 s a locale), and the second locale of a build minified again the chunks it shares with
 * the first. The output is the same byte for byte: the minimizers are deterministic, and the key holds
 * their options and the bundler's version. Off when source maps are made (a cached text has none). An
 * asset that names other files by their hashes (the runtime) is never kept, so always minified
 * (`assetsNamingOthers`).
 */
/** Typed with webpack's API, which Rspack's compiler (Docusaurus Faster) implements for these hooks. */
export class MinifiedAssetsCache {
  private readonly dir: string;
  private readonly maxBytes: number;

  constructor(options: MinifiedAssetsCacheOptions) {
    this.dir = options.dir;
    this.maxBytes = options.maxBytes ?? 512 * 1024 * 1024;
  }

  apply(compiler: Compiler): void {
    if (compiler.options.optimization.minimize === false || compiler.options.devtool) return;
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    const identity = minifierIdentity(compiler);
    const { dir } = this;
    compiler.hooks.thisCompilation.tap(NAME, (compilation: Compilation) => {
      const toKeep = new Map<string, string>();
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1 },
        async () => {
          await fs.mkdir(dir, { recursive: true });
          await Promise.all(
            compilation.getAssets().map(async (asset) => {
              if (asset.info.minimized || !CACHED.test(asset.name)) return;
              const file = path.join(dir, cacheFileName(identity, asset.name, asset.source.buffer()));
              const kept = await fs.readFile(file).catch(() => null);
              if (!kept) {
                toKeep.set(asset.name, file);
                return;
              }
              const now = new Date();
              await fs.utimes(file, now, now).catch(() => undefined);
              compilation.updateAsset(asset.name, new sources.RawSource(kept), (info) => ({
                ...info,
                minimized: true,
              }));
            }),
          );
        },
      );
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        async () => {
          // Scanned once minified (a third of the text), and only what is kept: a kept text never names another file.
          const namesOthers = assetsNamingOthers(compilation.getAssets());
          await Promise.all(
            [...toKeep].map(async ([name, file]) => {
              const asset = compilation.getAsset(name);
              if (!asset?.info.minimized || namesOthers(asset.source.buffer(), asset.info)) return;
              // A build that reads the folder at the same time never sees half a file.
              await writeFileWhole(file, asset.source.buffer());
            }),
          );
        },
      );
    });
    compiler.hooks.done.tapPromise(NAME, () => pruneCache(dir, this.maxBytes));
  }
}
