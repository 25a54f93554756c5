/**
 * The Material Icons gallery's data and the icon font (notes/icon-gallery.md). At build time it reads
 * every icon of the installed `@mui/icons-material` (extract.ts), cuts the icons into per-theme JSON
 * chunks with an index (files.ts), prepares the self-hosted font stylesheet from
 * `@fontsource/material-icons`, and emits them all into the client build as assets (also in
 * `docusaurus start`). The browser learns their folders from a few bytes of global data.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Compiler } from 'webpack';
import { MATERIAL_ICONS_PLUGIN_NAME } from '../../src/modules/materialIcons/names';
import type { MaterialIconsData } from '../../src/modules/materialIcons/pluginData';
import { extractIcons } from './extract';
import { galleryFiles, type EmittedFile } from './files';
import { processWide } from '../../config/process/processWide';

interface Content {
  readonly data: MaterialIconsData;
  readonly files: readonly EmittedFile[];
}

/**
 * Extraction runs once per process and site folder (both locales of a build share it; a module-level
 * cache was empty again for the second locale, 0.35-0.4 s of its loading).
 */
export function loadMaterialIcons(siteDir: string): Content {
  const byDir = processWide('materialIcons.extracted', () => new Map<string, Content>());
  const known = byDir.get(siteDir);
  if (known) return known;
  const started = performance.now();
  const packageDir = (name: string): string =>
    path.dirname(require.resolve(`${name}/package.json`, { paths: [siteDir] }));
  const extracted = extractIcons(packageDir('@mui/icons-material'));
  const gallery = galleryFiles(extracted);
  const cached: Content = { data: { dataFolder: gallery.folder }, files: gallery.files };
  byDir.set(siteDir, cached);
  console.log(
    `[material-icons] ${extracted.index.names.length} names, ${extracted.icons.size} icons, ${gallery.files.length} files in ${(performance.now() - started).toFixed(0)} ms`,
  );
  return cached;
}

/** A bundler plugin that adds the files to the compilation's assets. */
export class EmitFilesPlugin {
  constructor(private readonly files: readonly EmittedFile[]) {}

  /** Typed with webpack's API, which Rspack's compiler (Docusaurus Faster) implements for these hooks. */
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(MATERIAL_ICONS_PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: MATERIAL_ICONS_PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) {
            if (!compilation.getAsset(file.path)) compilation.emitAsset(file.path, new sources.RawSource(file.content));
          }
        },
      );
    });
  }
}

export default function materialIconsPlugin(context: LoadContext): Plugin {
  return {
    name: MATERIAL_ICONS_PLUGIN_NAME,
    loadContent() {
      return loadMaterialIcons(context.siteDir).data;
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData(content as MaterialIconsData);
    },
    configureWebpack(_config, isServer) {
      return isServer ? {} : { plugins: [new EmitFilesPlugin(loadMaterialIcons(context.siteDir).files)] };
    },
  };
}
