import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { ApiPageSummary, ApiProduct } from '../../src/types/apiDocs';
import type { ApiModel } from './extract';
import { writeFileWholeSync } from '../../config/files/writeFileWhole';
import { codeKey } from '../../config/files/codeKey';
import { processWide } from '../../config/process/processWide';

/** Where an extraction is kept between builds (never committed: it lives in node_modules). */
export const DISK_CACHE_DIR = path.join('node_modules', '.cache', 'portal-api-docs');

/** The sources whose change must invalidate a stored extraction, besides the lockfile. */
const EXTRACTOR_SOURCES = [
  'plugins/api-docs',
  'config/apiDocs',
  'src/modules/apiDocs',
  'src/types/apiDocs.ts',
  'src/data/apiPackages.ts',
];

export type ModelSource = 'extracted' | 'memory' | 'disk';

interface LoadedModel {
  readonly model: ApiModel;
  /** Where the model came from: a fresh extraction, this process, or the disk cache. */
  readonly source: ModelSource;
}

function sourceFiles(siteDir: string, relative: string): string[] {
  const full = path.join(siteDir, relative);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .sort()
    .map((name) => path.join(full, name));
}

/**
 * The key of an extraction: the installed dependency tree (package-lock.json pins every package the
 * declarations come from, TypeScript included) and the extractor's own sources.
 */
export function extractionKey(siteDir: string): string {
  return codeKey(
    siteDir,
    EXTRACTOR_SOURCES.flatMap((relative) => sourceFiles(siteDir, relative)),
  );
}

function readDiskCache(dir: string, key: string): ApiModel | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, `${key}.json`), 'utf8')) as ApiModel;
  } catch {
    return undefined;
  }
}

function writeDiskCache(dir: string, key: string, model: ApiModel): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    for (const stale of fs.readdirSync(dir)) fs.rmSync(path.join(dir, stale), { force: true });
    writeFileWholeSync(path.join(dir, `${key}.json`), JSON.stringify(model));
  } catch {
    // A read-only node_modules only costs the next build an extraction.
  }
}

/**
 * The extracted API model, computed once per process and site folder, and kept on disk between
 * builds (set PORTAL_API_DOCS_CACHE=off to always extract). The sidebars file and the plugin both need
 * it, Docusaurus loads them through separate module instances, and both locales of a build run in
 * one process: the in-memory cache lives on `globalThis` so all of them share one extraction.
 */
export function loadApiModel(siteDir: string): LoadedModel {
  const memory = processWide('api-docs.models', () => new Map<string, ApiModel>());
  const inMemory = memory.get(siteDir);
  if (inMemory) return { model: inMemory, source: 'memory' };
  const useDisk = process.env.PORTAL_API_DOCS_CACHE !== 'off';
  const dir = path.join(siteDir, DISK_CACHE_DIR);
  const key = useDisk ? extractionKey(siteDir) : '';
  const started = performance.now();
  const stored = useDisk ? readDiskCache(dir, key) : undefined;
  if (stored) {
    memory.set(siteDir, stored);
    logger.info(
      `[api-docs] ${stored.pages.length} API pages read from the extraction cache in ${(performance.now() - started).toFixed(0)} ms`,
    );
    return { model: stored, source: 'disk' };
  }
  // Required here, not at the top: the extraction loads the TypeScript compiler (0.15 s), which a
  // build that reads the stored extraction never needs.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when extracting
  const { extractApi } = require('./extract') as typeof import('./extract');
  const model = extractApi(siteDir);
  memory.set(siteDir, model);
  if (useDisk) writeDiskCache(dir, key, model);
  const { programMs, extractMs, programCpuMs, extractCpuMs } = model.timings;
  const seconds = (ms: number): string => (ms / 1000).toFixed(1);
  logger.info(
    `[api-docs] ${model.pages.length} API pages extracted from the type declarations in ${seconds(programMs + extractMs)} s ` +
      `(TypeScript program ${seconds(programMs)} s; CPU ${seconds(programCpuMs + extractCpuMs)} s)`,
  );
  return { model, source: 'extracted' };
}

/** The API pages per product, as the index pages list them (what the sidebars are built from). */
export function apiCatalog(siteDir: string): Record<ApiProduct, readonly ApiPageSummary[]> {
  const catalog: Partial<Record<ApiProduct, readonly ApiPageSummary[]>> = {};
  for (const page of loadApiModel(siteDir).model.pages) {
    if (page.kind === 'index') catalog[page.product] = page.entries;
  }
  return catalog as Record<ApiProduct, readonly ApiPageSummary[]>;
}

/** Every API page path (index pages included). */
export function apiPagePaths(siteDir: string): ReadonlySet<string> {
  return new Set(loadApiModel(siteDir).model.pages.map((page) => page.path));
}
