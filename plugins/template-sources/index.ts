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

/** Relative module specifiers a file imports (`./a`, `../shared/b`). */
function relativeImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s+['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!);
}

/** The file a relative specifier names, trying the extensions TypeScript would. */
function resolveModule(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

/**
 * The files of the shared folder that a template's files import, directly or through each other:
 * they are part of what a reader copies (`../shared/<file>` beside the folder).
 */
function sharedFilesImported(dir: string, files: readonly string[]): string[] {
  const sharedDir = path.join(path.dirname(dir), SHARED_FOLDER);
  const found = new Set<string>();
  const queue = files.map((file) => path.join(dir, file));
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of relativeImports(fs.readFileSync(file, 'utf8'))) {
      const target = resolveModule(file, specifier);
      if (!target || !target.startsWith(`${sharedDir}${path.sep}`) || found.has(target)) continue;
      found.add(target);
      queue.push(target);
    }
  }
  return [...found].map((file) => path.relative(dir, file).split(path.sep).join('/'));
}

/** The shown files of one template folder, entry first, then the shared files it imports (`../shared/...`). */
export function readTemplateFolder(dir: string): TemplateSourceFile[] {
  const own = filesUnder(dir);
  return [...own, ...sharedFilesImported(dir, own)]
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
