/**
 * The source files of each template (src/templates/<slug>/), for the source viewer of the template
 * pages (notes/templates.md). One data module per template, `template-<slug>.json` under
 * `@generated/portal-template-sources/default/`, which the viewer imports on demand: a template's
 * page does not load its own source until the reader asks for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  TEMPLATE_SOURCES_PLUGIN_NAME,
  compareSourcePaths,
  isShownSourceFile,
  templateSourcesDataName,
  type TemplateSourceFile,
} from '../../src/modules/templates/sourceFiles';

type Sources = Record<string, TemplateSourceFile[]>;

/** The folder that is not a template: the shell every template page shares. */
const SHARED_FOLDER = 'shared';

function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), relative);
    return entry.isFile() && isShownSourceFile(relative) ? [relative] : [];
  });
}

/** The shown files of one template folder, entry first. */
export function readTemplateFolder(dir: string): TemplateSourceFile[] {
  return filesUnder(dir)
    .sort(compareSourcePaths)
    .map((file) => ({ path: file, code: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/** Every template folder (not the shared shell) with its files, by slug. */
export function readTemplateSources(templatesDir: string): Sources {
  if (!fs.existsSync(templatesDir)) return {};
  const slugs = fs
    .readdirSync(templatesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== SHARED_FOLDER)
    .map((entry) => entry.name)
    .sort();
  return Object.fromEntries(slugs.map((slug) => [slug, readTemplateFolder(path.join(templatesDir, slug))]));
}

export default function templateSourcesPlugin(context: LoadContext): Plugin {
  const templatesDir = path.join(context.siteDir, 'src/templates');
  return {
    name: TEMPLATE_SOURCES_PLUGIN_NAME,
    loadContent() {
      return readTemplateSources(templatesDir);
    },
    async contentLoaded({ content, actions }) {
      await Promise.all(
        Object.entries(content as Sources).map(([slug, files]) =>
          actions.createData(templateSourcesDataName(slug), JSON.stringify(files)),
        ),
      );
    },
    getPathsToWatch() {
      return [`${templatesDir}/**/*.{ts,tsx,css,json}`];
    },
  };
}
