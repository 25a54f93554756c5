import { statSync } from 'node:fs';
import path from 'node:path';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { englishPageDir } from '../../config/translations/docsAreas';
import type { VFile } from 'vfile';

/** The query that routes an import to loader.cjs (see index.ts). */
export const DEMO_SOURCES_QUERY = 'demo-sources';

/** The component a page's `<Demo>` tags render, imported by each page that has one. */
export const DEMO_COMPONENT_SOURCE = '@site/src/components/Demo';

export interface RemarkDemoOptions {
  /** The JSX tag to expand; `Demo` unless told otherwise. */
  tagName?: string;
  /** Where the tag's component is imported from; `DEMO_COMPONENT_SOURCE` unless told otherwise. */
  componentSource?: string;
}

type DemoElement = MdxJsxFlowElement | MdxJsxTextElement;

interface TreeNode {
  type: string;
  children?: TreeNode[];
}

/** Every `<Demo>` in the tree, in document order (nested ones included). */
function findDemoElements(node: TreeNode, tagName: string, found: DemoElement[] = []): DemoElement[] {
  if (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    (node as DemoElement).name === tagName
  ) {
    found.push(node as DemoElement);
  }
  for (const child of node.children ?? []) findDemoElements(child, tagName, found);
  return found;
}

/** `import local from 'source';` as MDX 3 wants it: the text and its ESTree. */
export function importNode(imports: ReadonlyArray<{ local: string; source: string }>): MdxjsEsm {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    comments: [],
    body: imports.map(({ local, source }) => ({
      type: 'ImportDeclaration' as const,
      specifiers: [{ type: 'ImportDefaultSpecifier' as const, local: { type: 'Identifier' as const, name: local } }],
      source: { type: 'Literal' as const, value: source, raw: JSON.stringify(source) },
      attributes: [],
    })),
  };
  return {
    type: 'mdxjsEsm',
    value: imports.map(({ local, source }) => `import ${local} from ${JSON.stringify(source)};`).join('\n'),
    data: { estree },
  };
}

/** `name={identifier}` as MDX 3 wants it: the expression text and its ESTree. */
function identifierAttribute(name: string, identifier: string): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    comments: [],
    body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: identifier } }],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: identifier, data: { estree } },
  };
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Expands `<Demo file="./demos/BasicGrid.tsx" />` into
 * `<Demo component={__demo_BasicGrid_0} sources={__demoSources_BasicGrid_0} />` with, at the top
 * of the document, `import __demo_BasicGrid_0 from './demos/BasicGrid.tsx';` and
 * `import __demoSources_BasicGrid_0 from './demos/BasicGrid.tsx?demo-sources';`. Other attributes
 * stay. A `<Demo>` without a string `file`, or whose file does not exist beside the page, fails
 * the page's compilation with a message naming the MDX file.
 *
 * A page with demos also gets `import Demo from '@site/src/components/Demo';`: the demo component
 * (toolbar, code view, its MUI pieces) then lands in the chunks of the pages that show demos, not in
 * the MDX components every docs page loads. MDX prefers a name the page imports over the provided
 * components.
 */
export default function remarkDemo(options: RemarkDemoOptions = {}) {
  const tagName = options.tagName ?? 'Demo';
  const componentSource = options.componentSource ?? DEMO_COMPONENT_SOURCE;

  return (tree: Root, file: VFile): void => {
    const demos = findDemoElements(tree as TreeNode, tagName);
    if (demos.length === 0) return;

    const mdxPath = file.path ? path.resolve(file.cwd, file.path) : '<MDX string without a path>';
    const baseDir = file.path ? path.dirname(mdxPath) : file.cwd;
    // A translated page uses the demos of its English page (config/translations/docsAreas.ts).
    const demoDir = englishPageDir(baseDir);
    const fail = (element: DemoElement, reason: string): never =>
      file.fail(`${mdxPath}: ${reason}`, { place: element.position, ruleId: 'demo', source: 'remark-demo' });

    const esm: MdxjsEsm[] = demos.map((element, index) => {
      const fileAttribute = element.attributes.find(
        (attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute' && attribute.name === 'file',
      );
      if (!fileAttribute || typeof fileAttribute.value !== 'string' || fileAttribute.value.trim() === '') {
        return fail(
          element,
          `<${tagName}> needs a \`file\` attribute with a string path, e.g. <${tagName} file="./demos/BasicGrid.tsx" />`,
        );
      }
      const taken = element.attributes.find(
        (attribute) =>
          attribute.type === 'mdxJsxAttribute' && (attribute.name === 'component' || attribute.name === 'sources'),
      );
      if (taken) {
        return fail(
          element,
          `<${tagName} file="${fileAttribute.value}"> must not set \`${(taken as MdxJsxAttribute).name}\`: it comes from the file`,
        );
      }

      const demoPath = path.resolve(demoDir, fileAttribute.value);
      if (!isFile(demoPath)) {
        const withExtension = ['.tsx', '.ts'].map((extension) => demoPath + extension).find(isFile);
        const hint = withExtension ? ` (did you mean "${fileAttribute.value}${path.extname(withExtension)}"?)` : '';
        return fail(
          element,
          `<${tagName} file="${fileAttribute.value}">: the demo file ${demoPath} does not exist${hint}`,
        );
      }

      // A relative, posix specifier: a bare `demos/X.tsx` would be looked up in node_modules.
      let source = path.relative(baseDir, demoPath).split(path.sep).join('/');
      if (!source.startsWith('./') && !source.startsWith('../')) source = `./${source}`;
      const name = path.parse(demoPath).name.replace(/[^\w$]/g, '_');
      const component = `__demo_${name}_${index}`;
      const sources = `__demoSources_${name}_${index}`;

      element.attributes = element.attributes.flatMap((attribute) =>
        attribute === fileAttribute
          ? [identifierAttribute('component', component), identifierAttribute('sources', sources)]
          : [attribute],
      );
      return importNode([
        { local: component, source },
        { local: sources, source: `${source}?${DEMO_SOURCES_QUERY}` },
      ]);
    });

    esm.push(importNode([{ local: tagName, source: componentSource }]));
    insertAfterFrontMatter(tree, esm);
  };
}

/** Puts nodes at the top of the document: after any front matter node, before everything else. */
export function insertAfterFrontMatter(tree: Root, nodes: readonly MdxjsEsm[]): void {
  let at = 0;
  while (at < tree.children.length && ['yaml', 'toml'].includes(tree.children[at].type)) at += 1;
  tree.children.splice(at, 0, ...nodes);
}
