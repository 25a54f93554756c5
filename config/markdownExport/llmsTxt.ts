/**
 * The `llms.txt` files of a locale (the llms.txt convention: an `#` title, a `>` summary, then `##`
 * sections of `- [Title](url): description` lines): one for the whole site at the locale's root, one per
 * product (`/x/react-data-grid/llms.txt`, `/material-ui/llms.txt`, ...), and `llms-full.txt` with every
 * page's Markdown. Pure: the markdown-export plugin hands it the pages and writes the files.
 */
import { PRODUCTS, type ProductId } from '../../src/data/products';

export interface ExportedPage {
  /** The page's pathname without the language prefix (`/x/introduction/licensing`). */
  readonly pathname: string;
  /** The page's absolute address (`https://host/zh/x/introduction/licensing`). */
  readonly url: string;
  readonly title: string;
  readonly description?: string;
  readonly product: ProductId;
  /** The page as Markdown (mdxToMarkdown). */
  readonly markdown: string;
}

export interface SiteSummary {
  readonly title: string;
  readonly summary: string;
}

export interface TextFile {
  /** Path relative to the locale's output folder, with a leading slash. */
  readonly path: string;
  readonly content: string;
}

/** Where each product's llms.txt lives (the product's home folder; Material UI's pages span several sections). */
export const PRODUCT_INDEX_DIRS: Readonly<Record<Exclude<ProductId, 'docs'>, string>> = {
  'material-ui': '/material-ui',
  x: '/x',
  'x-data-grid': '/x/react-data-grid',
  'x-date-pickers': '/x/react-date-pickers',
  'x-charts': '/x/react-charts',
  'x-tree-view': '/x/react-tree-view',
};

/** The order of the sections in the site-wide file: Material UI, then MUI X and its components. */
const PRODUCT_ORDER = Object.keys(PRODUCT_INDEX_DIRS) as Exclude<ProductId, 'docs'>[];

/** The address of a page's Markdown: its address plus `.md`. */
export function markdownUrlOf(pageUrl: string): string {
  return `${pageUrl.replace(/\/$/, '')}.md`;
}

function productName(id: ProductId): string {
  const product = PRODUCTS.find((candidate) => candidate.id === id);
  return product ? (id === 'x' ? 'MUI X' : product.name) : id;
}

/** One line per page; descriptions are single-line text. */
function pageLine(page: ExportedPage): string {
  const description = page.description?.replace(/\s+/g, ' ').trim();
  const title = page.title.replace(/([[\]])/g, '\\$1');
  return `- [${title}](${markdownUrlOf(page.url)})${description ? `: ${description}` : ''}`;
}

function indexFile(title: string, summary: string, sections: ReadonlyArray<readonly [string, ExportedPage[]]>): string {
  const parts = [`# ${title}`, '', `> ${summary}`];
  for (const [name, pages] of sections) {
    if (pages.length === 0) continue;
    parts.push('', `## ${name}`, '', ...pages.map(pageLine));
  }
  return `${parts.join('\n')}\n`;
}

/** Every llms file of one locale; `pages` come in reading order (the navigation's). */
export function llmsFiles(pages: readonly ExportedPage[], site: SiteSummary): TextFile[] {
  const byProduct = new Map<ProductId, ExportedPage[]>();
  for (const page of pages) {
    byProduct.set(page.product, [...(byProduct.get(page.product) ?? []), page]);
  }
  const sections = PRODUCT_ORDER.map((id) => [productName(id), byProduct.get(id) ?? []] as const);
  const files: TextFile[] = [{ path: '/llms.txt', content: indexFile(site.title, site.summary, sections) }];
  for (const id of PRODUCT_ORDER) {
    const productPages = byProduct.get(id) ?? [];
    if (productPages.length === 0) continue;
    const name = productName(id);
    files.push({
      path: `${PRODUCT_INDEX_DIRS[id]}/llms.txt`,
      content: indexFile(`${name}: ${site.title}`, `The ${name} pages of ${site.title}, as Markdown.`, [
        ['Pages', productPages],
      ]),
    });
  }
  const full = pages.map((page) => `<!-- ${markdownUrlOf(page.url)} -->\n\n${page.markdown.trimEnd()}\n`);
  files.push({ path: '/llms-full.txt', content: `${full.join('\n')}` });
  return files;
}
