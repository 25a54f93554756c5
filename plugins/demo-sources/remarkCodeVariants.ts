import path from 'node:path';
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { processWide } from '../../config/process/processWide';
import { keptPromise } from './keptPromise';
import { tsToJs } from './transform';
import { importNode, insertAfterFrontMatter } from './remarkDemo';

/** The word in a fence's meta that asks for a TypeScript and a JavaScript variant. */
export const VARIANTS_META = 'variants';
/** The MDX component the fence becomes, imported by each page that has such a fence. */
export const CODE_VARIANTS_TAG = 'CodeVariants';
export const CODE_VARIANTS_SOURCE = '@site/src/components/CodeVariants';

const TS_LANGUAGES = new Set(['ts', 'tsx', 'typescript']);

/** Whether a fence's meta (what follows its language) holds the `variants` word. */
export function isVariantsMeta(meta: string | null | undefined): boolean {
  return (meta ?? '').trim().split(/\s+/).includes(VARIANTS_META);
}

interface TreeNode {
  type: string;
  children?: TreeNode[];
}

/** Every fenced TypeScript block whose meta holds the `variants` word, with its parent. */
function findVariantFences(node: TreeNode, found: Array<{ parent: TreeNode; code: Code }> = []) {
  for (const child of node.children ?? []) {
    if (child.type === 'code') {
      const code = child as unknown as Code;
      if (isVariantsMeta(code.meta)) found.push({ parent: node, code });
    } else {
      findVariantFences(child, found);
    }
  }
  return found;
}

/** `title="App.tsx"` (or single quotes) in a fence's meta. */
export function fenceTitle(meta: string | null | undefined): string | undefined {
  return /\btitle=(["'])(.*?)\1/.exec(meta ?? '')?.[2];
}

/** `App.tsx` -> `App.jsx`, `theme.ts` -> `theme.js`; other titles unchanged. */
export function jsTitle(title: string): string {
  return title.replace(/\.tsx$/, '.jsx').replace(/\.ts$/, '.js');
}

function stringAttribute(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

/** How many fences' JavaScript the build process keeps (a build has about 500 distinct fences). */
export const FENCE_JS_CACHE_SIZE = 2000;

/**
 * A fence's JavaScript, made once per build process for a given text: the Chinese locale compiles
 * every page again, and most of its pages are the English ones (about 1 s of Prettier on the main
 * thread of a cold build). Kept by text and kind (TS or TSX) only: the name, which carries the
 * fence's line, is for error messages, and a failure is not kept.
 */
function fenceJs(value: string, virtualName: string): Promise<string> {
  const made = processWide('demoSources.fenceJs', () => new Map<string, Promise<string>>());
  return keptPromise(made, `${path.extname(virtualName)}\0${value}`, FENCE_JS_CACHE_SIZE, async () =>
    (await tsToJs(value, virtualName)).trimEnd(),
  );
}

/**
 * Turns a fenced TypeScript block marked `variants` (```tsx variants title="App.tsx") into
 * `<CodeVariants ts="..." js="..." language="tsx" />`: the JavaScript is produced here, at build
 * time, with the same transform as the demos, so writers keep one block and readers see the
 * variant of their site-wide JS/TS choice. A block that is not TypeScript, or does not compile,
 * fails the page's compilation with a message naming the MDX file. The page imports the component
 * itself, so pages without such a block do not load it.
 */
export default function remarkCodeVariants() {
  return async (tree: Root, file: VFile): Promise<void> => {
    const fences = findVariantFences(tree as TreeNode);
    if (fences.length === 0) return;
    const mdxPath = file.path ? path.resolve(file.cwd, file.path) : '<MDX string without a path>';
    const fail = (code: Code, reason: string): never =>
      file.fail(`${mdxPath}: ${reason}`, {
        place: code.position,
        ruleId: 'code-variants',
        source: 'remark-code-variants',
      });

    for (const { parent, code } of fences) {
      const language = code.lang ?? '';
      if (!TS_LANGUAGES.has(language)) {
        fail(
          code,
          `a code block marked \`${VARIANTS_META}\` must be TypeScript (\`\`\`tsx or \`\`\`ts), not "${language || 'no language'}"`,
        );
      }
      const tsx = language === 'tsx';
      const title = fenceTitle(code.meta);
      const virtualName = `code-block-line-${code.position?.start.line ?? 0}.${tsx ? 'tsx' : 'ts'}`;
      let ts: string;
      let js: string;
      try {
        // As written: `npm run lint:fences` checks that fences are formatted as demo files are.
        ts = code.value.trimEnd();
        js = await fenceJs(code.value, virtualName);
      } catch (error) {
        return fail(code, `a \`${VARIANTS_META}\` code block does not compile: ${(error as Error).message}`);
      }
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: CODE_VARIANTS_TAG,
        attributes: [
          stringAttribute('language', tsx ? 'tsx' : 'ts'),
          stringAttribute('ts', ts),
          stringAttribute('js', js),
          ...(title ? [stringAttribute('tsTitle', title), stringAttribute('jsTitle', jsTitle(title))] : []),
        ],
        children: [],
        position: code.position,
      };
      const siblings = parent.children!;
      siblings[siblings.indexOf(code as unknown as TreeNode)] = element as unknown as TreeNode;
    }
    insertAfterFrontMatter(tree, [importNode([{ local: CODE_VARIANTS_TAG, source: CODE_VARIANTS_SOURCE }])]);
  };
}
