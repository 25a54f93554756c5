/**
 * A docs page's MDX as plain Markdown for readers and AI assistants (issue 23, part C): the front
 * matter and the `import`/`export` lines go, the page's title becomes its `#` heading, each
 * `<Demo file="...">` becomes its TypeScript source in a fence, tabs become labelled paragraphs,
 * other JSX keeps only its text, explicit heading ids (`{#id}`) go, and every link and image
 * address becomes absolute through `resolveUrl`.
 *
 * The parser packages are ESM only: this module runs in the build (the markdown-export plugin) and
 * its test drives it through a child process (`__fixtures__/mdxToMarkdown.cli.ts`).
 */
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { processWide } from '../process/processWide';
import type { Blockquote, Code, Heading, Paragraph, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

export interface MarkdownPage {
  /** The page's title as the page shows it (its h1). */
  readonly title: string;
  /** The page's description, written under the title as a quote when present. */
  readonly description?: string;
}

export interface MarkdownExportOptions {
  /** The TypeScript source of a demo named by `<Demo file>` (relative to the page), or null when missing. */
  readonly demoSource: (file: string) => string | null;
  /** An absolute address for a link or image address as written on the page. */
  readonly resolveUrl: (url: string) => string;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkFrontmatter, ['yaml']);

/** Docusaurus also reads `:::warning Some title` (title after a space) as `:::warning[Some title]`. */
const LEGACY_ADMONITION_TITLE = /^(\s*:::\w+) +(\S.*)$/gm;

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

/** An admonition (`:::tip ... :::`) as a quote that starts with its kind and title in bold. */
function admonition(node: ContainerDirective, options: MarkdownExportOptions): RootContent[] {
  const [first, ...rest] = node.children;
  const hasLabel =
    first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  const kind = ADMONITION_LABELS[node.name] ?? node.name;
  const title = hasLabel ? (first as Paragraph).children : [];
  const lead: Paragraph = {
    type: 'paragraph',
    children: [
      {
        type: 'strong',
        children: [{ type: 'text', value: title.length > 0 ? `${kind}: ` : kind }, ...(title as PhrasingContent[])],
      },
    ],
  };
  const body = transformChildren((hasLabel ? rest : node.children) as RootContent[], options);
  const quote: Blockquote = { type: 'blockquote', children: [lead, ...body] as Blockquote['children'] };
  return [quote];
}
const printer = unified()
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fence: '`', fences: true, rule: '-', emphasis: '_' });

/** A heading's explicit id, written `## Title {#id}` (or `\{#id}` in MDX). */
const HEADING_ID = /\s*\\?\{#[\w-]+\}\s*$/;

/** A fence's meta keeps its title only: `variants` and other build flags mean nothing outside the portal. */
function fenceMeta(meta: string | null | undefined): string | null {
  const title = meta ? /title="[^"]*"/.exec(meta) : null;
  return title ? title[0] : null;
}

function attribute(element: JsxElement, name: string): string | null {
  const found = element.attributes.find(
    (item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute' && item.name === name,
  );
  return found && typeof found.value === 'string' ? found.value : null;
}

function demoFence(element: JsxElement, options: MarkdownExportOptions): RootContent[] {
  const file = attribute(element, 'file');
  if (!file) return [];
  const source = options.demoSource(file);
  const name = file.split('/').pop() ?? file;
  if (source === null) throw new Error(`the demo ${file} is missing`);
  const code: Code = { type: 'code', lang: 'tsx', meta: `title="${name}"`, value: source.trimEnd() };
  return [code];
}

function tabItem(element: JsxElement, options: MarkdownExportOptions): RootContent[] {
  const label = attribute(element, 'label') ?? attribute(element, 'value');
  const children = transformChildren(element.children as RootContent[], options);
  if (!label) return children;
  const heading: Paragraph = {
    type: 'paragraph',
    children: [{ type: 'strong', children: [{ type: 'text', value: label }] }],
  };
  return [heading, ...children];
}

/** What an MDX node becomes in plain Markdown (possibly nothing, possibly several nodes). */
function transformNode(node: RootContent, options: MarkdownExportOptions): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      if (node.name === 'Demo') return demoFence(node, options);
      if (node.name === 'TabItem') return tabItem(node, options);
      if (node.name === 'br') return [{ type: 'break' }];
      const children = transformChildren(node.children as RootContent[], options);
      // Flow JSX with phrasing children (`<span>text</span>` alone on a line) must stay a block.
      if (node.type === 'mdxJsxFlowElement' && children.every((child) => isPhrasing(child))) {
        return children.length > 0 ? [{ type: 'paragraph', children } as Paragraph] : [];
      }
      return children;
    }
    case 'containerDirective':
      return admonition(node, options);
    case 'leafDirective':
    case 'textDirective': {
      // Not an admonition: text such as `a:b` that the directive syntax read as a directive; keep it as written.
      const children = transformChildren(node.children as RootContent[], options);
      const text: Text = { type: 'text', value: `${node.type === 'leafDirective' ? '::' : ':'}${node.name}` };
      return node.type === 'leafDirective'
        ? [{ type: 'paragraph', children: [text, ...(children as PhrasingContent[])] } as Paragraph]
        : [text, ...children];
    }
    case 'heading': {
      const children = transformChildren(node.children, options) as Heading['children'];
      const last = children.at(-1);
      if (last?.type === 'text') children[children.length - 1] = { ...last, value: last.value.replace(HEADING_ID, '') };
      return [{ ...node, children }];
    }
    case 'code':
      return [{ ...node, meta: fenceMeta(node.meta) }];
    case 'link':
    case 'image':
    case 'definition':
      return [
        {
          ...node,
          url: options.resolveUrl(node.url),
          ...('children' in node ? { children: transformChildren(node.children as RootContent[], options) } : {}),
        } as RootContent,
      ];
    default:
      if ('children' in node) {
        return [{ ...node, children: transformChildren(node.children as RootContent[], options) } as RootContent];
      }
      return [node];
  }
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
  'html',
]);

function isPhrasing(node: RootContent): boolean {
  return PHRASING.has(node.type);
}

function transformChildren(children: RootContent[], options: MarkdownExportOptions): RootContent[] {
  return children.flatMap((child) => transformNode(child, options));
}

/**
 * Parsed pages, by source, for the whole build process: the Chinese build exports the English source
 * of every page that has no translation, and parsing is most of an export's time (about 25 ms a page).
 * Held until the process ends: the trees of every docs page take about 20 MB. The transforms above
 * never change a node of a parsed tree (they build new nodes), so one tree serves every locale.
 */
function parse(source: string): Root {
  const parsed = processWide('markdownExport.parsedPages', () => new Map<string, Root>());
  const text = source.replace(LEGACY_ADMONITION_TITLE, '$1[$2]');
  let tree = parsed.get(text);
  if (!tree) {
    tree = parser.parse(text) as Root;
    parsed.set(text, tree);
  }
  return tree;
}

/** The page as Markdown: `# title`, the description as a quote, then the body. */
export function mdxToMarkdown(source: string, page: MarkdownPage, options: MarkdownExportOptions): string {
  const tree = parse(source);
  const body = transformChildren(tree.children, options);
  const head: RootContent[] = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] }];
  if (page.description) {
    head.push({
      type: 'blockquote',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: page.description }] }],
    });
  }
  const result: Root = { type: 'root', children: [...head, ...body] };
  return printer.stringify(result);
}
