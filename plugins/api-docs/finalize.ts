import { mapLinks } from '../../src/modules/apiDocs/richText';
import { API_PRODUCT_RULES } from '../../src/data/apiPackages';
import type { ApiDemo, ApiMember, ApiPageData, RichText } from '../../src/types/apiDocs';
import { sitePathOfUrl } from './sitePath';
import type { ApiModel } from './extract';

/** A documentation page of the site, as the API pages see it. */
export interface SiteDoc {
  /** Site path without language prefix, e.g. `/x/react-data-grid`. */
  readonly path: string;
  /** Its title in the locale being built. */
  readonly title: string;
  /** The page's MDX and the sources of the demos it embeds, to find the components it uses. */
  readonly text: string;
}

const MUI_ORIGIN = 'https://mui.com';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A regular expression source matching the start of an import specifier of these packages
 * (`@mui/x-*` -> any `@mui/x-...`; `@mui/material` -> it and its subpaths).
 */
export function specifierPattern(packages: readonly string[]): string {
  return `(?:${packages
    .map((pattern) =>
      pattern.endsWith('*') ? escapeRegExp(pattern.slice(0, -1)) : `${escapeRegExp(pattern)}(?:/[^'"]*)?['"]`,
    )
    .join('|')})`;
}

/**
 * Whether a page's text uses an exported name: imported in a demo from the packages (by name, or by
 * default from a subpath), written as a tag or as inline code. A tag does not count when the text
 * imports that name from somewhere else (`import Tabs from '@theme/Tabs'`).
 */
export function mentions(text: string, name: string, packages: readonly string[] = ['@mui/x-*']): boolean {
  // Every way of using the name below writes it (an import without `Unstable_` at least): most pages
  // never do, and this check spares them four regular expressions each (436 API pages x 275 docs).
  const written = name.replace(/^Unstable_/, '');
  if (!text.includes(written)) return false;
  const id = escapeRegExp(name);
  const from = specifierPattern(packages);
  const imported = `import\\s+(?:type\\s+)?(?:\\{[^}]*\\b${id}\\b[^}]*\\}|${escapeRegExp(written)})\\s*from\\s*['"]`;
  if (new RegExp(`${imported}${from}`).test(text)) return true;
  const importedElsewhere = new RegExp(`${imported}(?!${from})`).test(text);
  return (!importedElsewhere && new RegExp(`<${id}[\\s/>]`).test(text)) || new RegExp(`\`${id}\``).test(text);
}

/**
 * Where mui.com's Material UI API pages are on this site (`/material-ui/api/button` -> `/api/button`),
 * for the links of the Material UI pages; other paths unchanged.
 */
export function materialApiPath(path: string): string {
  return path.replace(/^\/material-ui(?=\/api\/)/, '');
}

/**
 * Turns a link of the JSDoc into one that works on this site: MUI's own documentation paths become
 * site links when the site has the page (without `#anchor`, whose target may be written differently
 * here), and links to mui.com otherwise.
 */
export function resolveHref(
  href: string,
  sitePaths: ReadonlySet<string>,
  localPath: (path: string) => string = (path) => path,
): string {
  const isMui = href.startsWith(`${MUI_ORIGIN}/`) || href.startsWith('/');
  if (!isMui) return href;
  const found = sitePathOfUrl(href);
  const path = found && localPath(found);
  if (path && sitePaths.has(path)) return path;
  return href.startsWith('/') ? `${MUI_ORIGIN}${href}` : href;
}

/**
 * The pages as the site serves them: links resolved against the site's pages, and the demos that use
 * each component or interface (the JSDoc's demo pages, the pages whose demos or text use the name,
 * and at least the product overview).
 */
export function finalizePages(model: ApiModel, docs: readonly SiteDoc[]): ApiPageData[] {
  const docsByPath = new Map(docs.map((doc) => [doc.path, doc]));
  const sitePaths = new Set([...docsByPath.keys(), ...model.pages.map((page) => page.path)]);
  // The Material UI pages link mui.com's Material UI API pages to theirs here; the MUI X pages keep
  // those links on mui.com (they are unchanged by the Material UI pages).
  const localPath = model.pages.some((page) => page.product === 'material') ? materialApiPath : undefined;
  const links = (rich: RichText): RichText => mapLinks(rich, (href) => resolveHref(href, sitePaths, localPath));
  const optionalLinks = (rich: RichText | undefined): RichText | undefined => (rich ? links(rich) : undefined);
  const member = (entry: ApiMember): ApiMember => ({
    ...entry,
    description: links(entry.description),
    ...(entry.deprecated ? { deprecated: links(entry.deprecated) } : {}),
    ...(entry.signature
      ? {
          signature: {
            params: entry.signature.params.map((param) => ({
              ...param,
              ...(param.description ? { description: links(param.description) } : {}),
            })),
            returns: {
              ...entry.signature.returns,
              ...(entry.signature.returns.description
                ? { description: links(entry.signature.returns.description) }
                : {}),
            },
          },
        }
      : {}),
  });
  const demosOf = (page: ApiPageData): ApiDemo[] => {
    const hinted = (model.demoHints[page.path] ?? []).filter((path) => docsByPath.has(path));
    const { declaring, overview } = API_PRODUCT_RULES[page.product];
    const using = docs
      .filter((doc) => mentions(doc.text, page.name, declaring))
      .map((doc) => doc.path)
      .sort();
    const paths = [...new Set([...hinted, ...using])];
    if (paths.length === 0 && docsByPath.has(overview)) paths.push(overview);
    return paths.map((path) => ({ path, title: docsByPath.get(path)?.title ?? path }));
  };

  return model.pages.map((page): ApiPageData => {
    const deprecated = optionalLinks(page.deprecated);
    const common = { description: links(page.description), ...(deprecated ? { deprecated } : {}) };
    switch (page.kind) {
      case 'component':
        return {
          ...page,
          ...common,
          props: page.props.map(member),
          slots: page.slots.map((slot) => ({ ...slot, description: links(slot.description) })),
          classes: page.classes.map((entry) => ({
            ...entry,
            description: links(entry.description),
            ...(entry.deprecated ? { deprecated: links(entry.deprecated) } : {}),
          })),
          demos: demosOf(page),
        };
      case 'interface':
        return { ...page, ...common, members: page.members.map(member), demos: demosOf(page) };
      case 'events':
        return {
          ...page,
          ...common,
          events: page.events.map((event) => ({ ...event, description: links(event.description) })),
        };
      case 'index':
        return { ...page, ...common };
    }
  });
}
