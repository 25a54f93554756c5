/**
 * remark-lint rule `front-matter-fields`: every page opens with YAML front matter that sets the given keys
 * (default `title` and `description`, notes/WRITING.md): `title` is the page heading and `<title>`,
 * `description` its `<meta name="description">`. Needs remark-frontmatter (yaml) before it.
 */
import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { missingKeys } from './frontMatterKeys';

export const DEFAULT_REQUIRED_KEYS: readonly string[] = ['title', 'description'];

const requireFrontMatter = lintRule<Root, readonly string[] | null | undefined>(
  { origin: 'portal-lint:front-matter-fields', url: 'notes/WRITING.md' },
  (tree, file, options) => {
    const required = options ?? DEFAULT_REQUIRED_KEYS;
    const first = tree.children[0];
    const yaml = first?.type === 'yaml' ? first : undefined;
    const place = yaml?.position ?? { line: 1, column: 1 };
    const where = yaml ? 'in the front matter' : '(the page has no front matter)';
    for (const key of missingKeys(yaml?.value, required)) {
      file.message(`Missing \`${key}\` ${where}: pages set ${required.map((k) => `\`${k}\``).join(' and ')}`, {
        place,
      });
    }
  },
);

export default requireFrontMatter;
