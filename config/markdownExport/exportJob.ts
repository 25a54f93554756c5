import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocsArea } from '../navigation/docFiles';
import type { MarkdownExportOptions, MarkdownPage } from './mdxToMarkdown';
import { resolvePageUrl } from './resolvePageUrl';

/**
 * One docs page to export as Markdown, as plain data: what the Markdown export's worker thread is
 * sent, and what the plugin checks the kept pages with.
 */
export interface ExportJob {
  /** The page's MDX source. */
  readonly source: string;
  /** Its title, description and absolute address. */
  readonly page: MarkdownPage & { readonly url: string };
  /** The page's file, English or translated: relative links resolve from it. */
  readonly file: string;
  /** The folder its `<Demo file>` paths are relative to (the English page's). */
  readonly demoDir: string;
  /** The site's origin, no trailing slash. */
  readonly siteUrl: string;
  /** The locale's prefix (`''` or `/zh`). */
  readonly localePrefix: string;
  /** The folders a page file can live in, each with its route (docs and translations). */
  readonly roots: readonly DocsArea[];
}

/** The exporter's callbacks for a page: a demo's source (null when missing) and a link's address. */
export function exportOptions(job: ExportJob): MarkdownExportOptions {
  return {
    demoSource: (demo) => {
      try {
        return readFileSync(path.resolve(job.demoDir, demo), 'utf8');
      } catch {
        return null;
      }
    },
    resolveUrl: (href) =>
      resolvePageUrl(href, {
        file: job.file,
        pageUrl: job.page.url,
        siteUrl: job.siteUrl,
        localePrefix: job.localePrefix,
        roots: job.roots,
      }),
  };
}
