import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { AREAS } from '../../config/navigation/areas';
import { pathnameOfDocFile, type DocsArea } from '../../config/navigation/docFiles';
import { pageEntries } from '../../config/navigation/tree';
import { englishPageDir, translationsDirOf } from '../../config/translations/docsAreas';
import { llmsFiles, markdownUrlOf, type ExportedPage } from '../../config/markdownExport/llmsTxt';
import { exportOptions, type ExportJob } from '../../config/markdownExport/exportJob';
import { productIdOfPathname } from '../../src/modules/products/productOfPathname';
import { apiPageSummary, apiPageTitle, apiPageToMarkdown } from '../../config/markdownExport/apiPageMarkdown';
import { readApiRouteData } from '../api-docs/routeData';
import { MarkdownExportCache } from '../../config/markdownExport/exportCache';
import { codeKey } from '../../config/files/codeKey';
import { messageOf } from '../../config/process/messageOf';
import { markdownExportWorker } from './exportPool';

/** Where each locale's exported pages are kept between builds: with the bundler's caches, which `docusaurus clear` removes. */
export const MARKDOWN_EXPORT_CACHE_DIR = 'node_modules/.cache/portal-markdown-export';

/** The module whose code makes a page's Markdown from its source (exportCache.ts keys on it). */
const EXPORTER_SOURCES = ['config/markdownExport/mdxToMarkdown.ts'];

/** The locale's kept pages, or none when PORTAL_MARKDOWN_EXPORT_CACHE=off. */
function exportCacheOf(siteDir: string, locale: string): MarkdownExportCache | null {
  if (process.env.PORTAL_MARKDOWN_EXPORT_CACHE === 'off') return null;
  return new MarkdownExportCache(
    path.join(siteDir, MARKDOWN_EXPORT_CACHE_DIR, `${locale}.json`),
    codeKey(
      siteDir,
      EXPORTER_SOURCES.map((file) => path.join(siteDir, file)),
    ),
  );
}

/** The subset of a docs plugin's loaded content this plugin reads. */
interface DocsContent {
  loadedVersions: Array<{
    docs: Array<{
      id: string;
      title: string;
      description: string;
      source: string;
      permalink: string;
      unlisted?: boolean;
    }>;
    sidebars: Record<string, SidebarItem[]>;
  }>;
}
type SidebarItem =
  | { type: 'doc'; id: string; label?: string }
  | { type: 'category'; label: string; items: SidebarItem[]; link?: { type: string; id?: string } }
  | { type: string; label?: string; items?: SidebarItem[] };

/** The label of each doc in the (translated) sidebars: a page's title as its h1 shows it. */
function sidebarLabels(items: readonly SidebarItem[], labels = new Map<string, string>()): Map<string, string> {
  for (const item of items) {
    if (item.type === 'doc' && 'id' in item && item.label) labels.set(item.id as string, item.label);
    if (item.type === 'category' && 'link' in item && item.link?.id && item.label) labels.set(item.link.id, item.label);
    if ('items' in item && item.items) sidebarLabels(item.items, labels);
  }
  return labels;
}

/** Writes a file of the locale's output, its folders first. */
async function writeOutput(outDir: string, file: string, content: string): Promise<void> {
  const target = path.join(outDir, file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, content);
}

/** Reading order: the navigation's, then any other page by path. */
function navigationOrder(): (pathname: string) => number {
  const order = new Map<string, number>();
  for (const area of Object.values(AREAS)) {
    for (const entry of pageEntries(area.navigation))
      if (!order.has(entry.pathname)) order.set(entry.pathname, order.size);
  }
  return (pathname) => order.get(pathname) ?? Number.MAX_SAFE_INTEGER;
}

/**
 * Every docs page as Markdown at its address plus `.md`, and the llms.txt files of the locale
 * (issue 23, part C; config/markdownExport). Runs after each locale's build; a page whose Markdown
 * cannot be made (a demo file missing, MDX the parser rejects) fails the build naming the file.
 */
export default function markdownExportPlugin(context: LoadContext): Plugin {
  return {
    name: 'portal-markdown-export',
    async postBuild({ outDir, plugins }) {
      /** A page that cannot be exported fails the build, naming its file. */
      const pageError = (file: string, error: unknown): Error =>
        new Error(`[markdown-export] ${path.relative(context.siteDir, file)}: ${messageOf(error)}`);
      const started = performance.now();
      const locale = context.i18n.currentLocale;
      const localePrefix = context.baseUrl.replace(/\/$/, '');
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      const rank = navigationOrder();
      const pages: ExportedPage[] = [];
      const cache = exportCacheOf(context.siteDir, locale);
      const worker = markdownExportWorker();
      const docPages: Array<Omit<ExportedPage, 'product' | 'markdown'> & { file: string; markdown: Promise<string> }> =
        [];

      for (const area of Object.values(AREAS)) {
        const plugin = plugins.find(
          (candidate) => candidate.name === 'docusaurus-plugin-content-docs' && candidate.options.id === area.pluginId,
        );
        const version = (plugin?.content as DocsContent | undefined)?.loadedVersions[0];
        if (!version) throw new Error(`[markdown-export] the "${area.pluginId}" docs are missing`);
        const labels = sidebarLabels(Object.values(version.sidebars).flat());
        // Plain folders and routes: each page's job is copied to the worker thread.
        const roots: DocsArea[] = [
          { dir: area.dir, routeBasePath: area.routeBasePath },
          {
            dir: path.join(context.siteDir, translationsDirOf(area.pluginId, locale)),
            routeBasePath: area.routeBasePath,
          },
        ];

        for (const doc of version.docs) {
          if (doc.unlisted) continue;
          const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
          const pathname = pathnameOfDocFile(area, path.join(englishPageDir(path.dirname(file)), path.basename(file)));
          const url = `${siteUrl}${localePrefix}${pathname === '/' ? '' : pathname}`;
          const title = labels.get(doc.id) ?? doc.title;
          const job: ExportJob = {
            source: await fs.readFile(file, 'utf8').catch((error: unknown) => {
              throw pageError(file, error);
            }),
            page: { title, description: doc.description, url },
            file,
            demoDir: englishPageDir(path.dirname(file)),
            siteUrl,
            localePrefix,
            roots,
          };
          // Kept pages are checked here; the others are made in the worker, all sent at once.
          const kept = cache?.kept(job.source, job.page, exportOptions(job));
          const made =
            kept !== undefined
              ? Promise.resolve(kept)
              : worker.make(job).then((page) => {
                  cache?.keep(job.source, job.page, page);
                  return page.markdown;
                });
          // Failures are read in order below; this keeps a later one from being reported as unhandled first.
          made.catch(() => undefined);
          docPages.push({ file, pathname, url, title, description: doc.description, markdown: made });
        }
      }

      for (const { file, markdown: made, ...page } of docPages) {
        let markdown: string;
        try {
          markdown = await made;
        } catch (error) {
          throw pageError(file, error);
        }
        await writeOutput(outDir, `${page.pathname === '/' ? '/index' : page.pathname}.md`, markdown);
        pages.push({ ...page, product: productIdOfPathname(page.pathname), markdown });
      }

      // The generated API reference pages, from the route data the api-docs plugin wrote for this locale.
      for (const { page, label } of readApiRouteData(context.generatedFilesDir)) {
        const url = `${siteUrl}${localePrefix}${page.path}`;
        const title = apiPageTitle(page, label);
        const markdown = apiPageToMarkdown(page, {
          title,
          resolveUrl: (href) => (href.startsWith('/') ? `${siteUrl}${localePrefix}${href}` : href),
        });
        await writeOutput(outDir, `${page.path}.md`, markdown);
        const description = apiPageSummary(page);
        pages.push({
          pathname: page.path,
          url,
          title,
          ...(description ? { description } : {}),
          product: productIdOfPathname(page.path),
          markdown,
        });
      }

      pages.sort((a, b) => rank(a.pathname) - rank(b.pathname) || a.pathname.localeCompare(b.pathname));
      const files = llmsFiles(pages, {
        title: context.siteConfig.title,
        summary: context.siteConfig.tagline || `${context.siteConfig.title}: documentation pages as Markdown.`,
      });
      for (const { path: file, content } of files) {
        await writeOutput(outDir, file, content);
      }
      cache?.save();
      const kept = cache ? `, ${cache.hits} docs pages kept from the last build` : '';
      console.info(
        `[markdown-export] ${locale}: ${pages.length} pages as Markdown (${markdownUrlOf(pages[0]?.url ?? '')} ...) and ${files.length} llms files in ${(performance.now() - started).toFixed(0)} ms${kept}`,
      );
    },
  };
}
