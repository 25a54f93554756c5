import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent, PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { toSidebarsProp } from '@docusaurus/plugin-content-docs/lib/props.js';
import { aliasedSitePath, normalizeUrl } from '@docusaurus/utils';
import { sidebarLabels, type ClientSidebarItem } from '../../src/modules/navigation/sidebarItems';
import { API_AREAS, API_PRODUCT_RULES, type ApiArea } from '../../src/data/apiPackages';
import type { ApiRouteData } from '../../src/types/apiDocs';
import { loadApiModel } from './catalog';
import type { ApiModel } from './extract';
import { finalizePages, type SiteDoc } from './finalize';
import { API_DOCS_PLUGIN_NAME, API_PAGES_INDEX, routeDataFileName } from './routeData';

const ROUTE_COMPONENT = '@site/src/components/ApiPage/index.tsx';

/** A doc's MDX with the sources of the demos it embeds (`<Demo file="./demos/X.tsx" />`, imports of ./demos). */
export function docUsageText(mdxFile: string): string {
  if (!fs.existsSync(mdxFile)) return '';
  const mdx = fs.readFileSync(mdxFile, 'utf8');
  const dir = path.dirname(mdxFile);
  const references = [
    ...[...mdx.matchAll(/<Demo\s+[^>]*file=["'](\.[^"']+)["']/g)].map((match) => match[1]),
    ...[...mdx.matchAll(/from\s+["'](\.\/demos\/[^"']+)["']/g)].map((match) => match[1]),
  ];
  const demos = [...new Set(references)].flatMap((reference) => {
    const base = path.resolve(dir, reference);
    const file = [base, `${base}.tsx`, `${base}.ts`].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    return file ? [fs.readFileSync(file, 'utf8')] : [];
  });
  return [mdx, ...demos].join('\n');
}

/**
 * The sidebar with its internal link items under the locale's base URL (`/x/api/...` ->
 * `/zh/x/api/...`), as doc items already are: the sidebar marks the current page (and expands its
 * category) by comparing hrefs with the location.
 */
export function withBaseUrl(items: readonly PropSidebarItem[], baseUrl: string): PropSidebarItem[] {
  const base = baseUrl.replace(/\/$/, '');
  const prefix = (href: string): string =>
    base && href.startsWith('/') && !href.startsWith(`${base}/`) ? `${base}${href}` : href;
  return items.map((item) => {
    if (item.type === 'link') return { ...item, href: prefix(item.href) };
    if (item.type === 'category')
      return { ...item, ...(item.href ? { href: prefix(item.href) } : {}), items: withBaseUrl(item.items, baseUrl) };
    return item;
  });
}

/** The site path of a permalink (`/zh/x/react-charts` -> `/x/react-charts` when baseUrl is `/zh/`). */
function withoutBaseUrl(permalink: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  return (
    (base && permalink.startsWith(`${base}/`) ? permalink.slice(base.length) : permalink).replace(/\/$/, '') || '/'
  );
}

/** The pages of the products whose pages live in a docs area (the /x/ docs or the core docs). */
export function pagesOfArea(model: ApiModel, area: ApiArea): ApiModel {
  return { ...model, pages: model.pages.filter((page) => API_PRODUCT_RULES[page.product].area === area) };
}

/**
 * API reference pages generated from the type declarations of the pinned @mui/x-* packages
 * (`/x/api/{product}/{name}`) and of @mui/material (`/api/{name}`). The extraction runs once per
 * build (cached across locales); each locale then resolves links and demos against the docs of the
 * pages' area, and gets one route per page, rendered by the ApiPage component inside that area's
 * sidebar (the /x/ one, or the core one that holds /components/...).
 */
export default function apiDocsPlugin(context: LoadContext): Plugin {
  return {
    name: API_DOCS_PLUGIN_NAME,

    loadContent() {
      return loadApiModel(context.siteDir).model;
    },

    async allContentLoaded({ allContent, actions }) {
      const started = performance.now();
      const model = allContent[API_DOCS_PLUGIN_NAME]?.default as ApiModel | undefined;
      if (!model) throw new Error('[api-docs] the API model is missing');
      let routes = 0;
      const dataFiles: string[] = [];
      for (const [area, { pluginId, sidebarId }] of Object.entries(API_AREAS) as [
        ApiArea,
        (typeof API_AREAS)[ApiArea],
      ][]) {
        const areaModel = pagesOfArea(model, area);
        if (areaModel.pages.length === 0) continue;
        const docsContent = allContent['docusaurus-plugin-content-docs']?.[pluginId] as DocsContent | undefined;
        const version = docsContent?.loadedVersions[0];
        if (!version) throw new Error(`[api-docs] the "${pluginId}" docs are missing`);
        const sidebar: PropSidebarItem[] = toSidebarsProp(version)[sidebarId] ?? [];
        const { byDocId, byHref } = sidebarLabels(sidebar as unknown as ClientSidebarItem[]);
        const docs: SiteDoc[] = version.docs.map((doc) => ({
          path: withoutBaseUrl(doc.permalink, context.baseUrl),
          title: byDocId.get(doc.id) ?? doc.title,
          text: docUsageText(path.join(context.siteDir, doc.source.replace(/^@site\//, ''))),
        }));
        const pages = finalizePages(areaModel, docs);
        // Routes name their data by its path from the site (`@site/.docusaurus/...`), as Docusaurus's own
        // plugins do: the path is written into every page's route registry, and a machine's absolute
        // path would make the bundle longer and differ from one checkout to another.
        const sidebarModule = aliasedSitePath(
          await actions.createData(`api-sidebar-${area}.json`, JSON.stringify(withBaseUrl(sidebar, context.baseUrl))),
          context.siteDir,
        );
        await Promise.all(
          pages.map(async (page) => {
            const label = byHref.get(page.path);
            const data: ApiRouteData = { page, ...(label ? { label } : {}) };
            const file = routeDataFileName(page);
            dataFiles.push(file);
            const pageModule = aliasedSitePath(await actions.createData(file, JSON.stringify(data)), context.siteDir);
            actions.addRoute({
              path: normalizeUrl([context.baseUrl, page.path]),
              component: ROUTE_COMPONENT,
              exact: true,
              modules: { apiRoute: pageModule, sidebar: sidebarModule },
            });
          }),
        );
        routes += pages.length;
      }
      // For the markdown-export plugin, which writes each page as Markdown after the build (routeData.ts).
      await actions.createData(API_PAGES_INDEX, JSON.stringify(dataFiles.sort()));
      logger.info(
        `[api-docs] ${routes} routes for locale ${context.i18n.currentLocale} in ${(performance.now() - started).toFixed(0)} ms`,
      );
    },
  };
}
