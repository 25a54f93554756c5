/**
 * What the README and the design notes refer to in the repository: relative links, paths written in
 * backticks, heading anchors, and the README's commands. `test/unit/readme-map.test.ts` checks that each
 * one still exists, so a note goes stale in the commit that moves the code, not months later.
 */
import path from 'node:path';

/** Folders whose paths, written in backticks, must exist (the repository's top-level source folders). */
export const CHECKED_FOLDERS = [
  'src/',
  'plugins/',
  'scripts/',
  'test/',
  'bench/',
  'config/',
  'docs/',
  'i18n/',
  'sidebars/',
  'static/',
  'notes/',
  '.ci/',
] as const;

/** Root files named without a folder that do not follow the `*.config.*` or dotfile shapes. */
export const ROOT_FILE_NAMES: ReadonlySet<string> = new Set([
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'cspell-words.txt',
]);

/** Extensions tried for a path written without one (`src/components/Demo`, a module specifier). */
export const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.cjs', '.js'] as const;

/** Characters of globs and placeholders (`docs/**\/demos/*.tsx`, `<same path>`, `{x,core}.ts`, `$NAME`). */
const PATTERN_CHARACTERS = /[*?<>{}[\]$]/;

const FENCE = /^\s*(`{3,}|~{3,})/;

/** The text with the lines of fenced code blocks (fences included) replaced by empty lines. */
export function withoutFencedCode(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const match = FENCE.exec(line);
      if (fence === null) {
        if (match) fence = match[1];
        return match ? '' : line;
      }
      if (match && match[1][0] === fence[0] && match[1].length >= fence.length && line.trim() === match[1]) {
        fence = null;
      }
      return '';
    })
    .join('\n');
}

/** One backtick run, then the shortest content, then a run of exactly the same length. */
const CODE_SPAN = /(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;

/** The contents of the inline code spans outside fenced code, in order (one surrounding space trimmed). */
export function inlineCodeSpans(markdown: string): string[] {
  const spans: string[] = [];
  for (const match of withoutFencedCode(markdown).matchAll(CODE_SPAN)) {
    const content = match[2];
    spans.push(
      content.startsWith(' ') && content.endsWith(' ') && content.trim() !== '' ? content.slice(1, -1) : content,
    );
  }
  return spans;
}

const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** Link targets outside code (fenced blocks and inline spans are prose about links, not links). */
export function linkTargets(markdown: string): string[] {
  const prose = withoutFencedCode(markdown).replace(CODE_SPAN, (span) => ' '.repeat(span.length));
  return [...prose.matchAll(LINK)].map((match) => match[1]);
}

export interface LinkTarget {
  /** The target file, relative to the repository root (POSIX separators). */
  file: string;
  /** The `#anchor`, without `#`, when the link has one. */
  anchor: string | null;
}

/**
 * Where a link of a Markdown file points in the repository, or null when it is not a relative link to a
 * file: a URL with a scheme (`https:`, `mailto:`), a site route (`/x/...`) or an anchor of the same page.
 * A target that leaves the repository keeps its `../` so that it cannot be found.
 */
export function resolveLink(fromFile: string, target: string): LinkTarget | null {
  if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('/') || target.startsWith('#')) return null;
  const hashAt = target.indexOf('#');
  const withoutHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const anchor = hashAt === -1 ? null : decodeURIComponent(target.slice(hashAt + 1)) || null;
  const file = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), withoutHash.split('?')[0]));
  return { file: file.replace(/\/$/, ''), anchor };
}

function isRootFileName(name: string): boolean {
  if (ROOT_FILE_NAMES.has(name)) return true;
  if (/^[\w-]+\.config\.(ts|js|mjs|cjs|json|yaml|yml)$/.test(name)) return true;
  return /^\.[\w.-]+\.(json|js|mjs|cjs|yaml|yml)$/.test(name);
}

/**
 * The repository path a code span names, or null when it names none: a path in one of the
 * `CHECKED_FOLDERS` or a root file (`docusaurus.config.ts`, `.prettierrc.json`, `package.json`). An
 * `@site/` prefix, a `#anchor` and a `:line` or `:line:column` suffix are dropped, and so is a trailing
 * slash. Globs and placeholders, spans with spaces, URLs and bare names of other files are not paths.
 */
export function repositoryPathOf(span: string): string | null {
  let text = span.trim();
  if (text === '' || /\s/.test(text) || PATTERN_CHARACTERS.test(text)) return null;
  if (text.startsWith('@site/')) text = text.slice('@site/'.length);
  text = text.replace(/#.*$/, '').replace(/:\d+(:\d+)?$/, '');
  if (text.includes('/')) {
    if (!CHECKED_FOLDERS.some((folder) => text.startsWith(folder)) || text.includes('//')) return null;
    return text.replace(/\/$/, '');
  }
  return isRootFileName(text) ? text : null;
}

/** The files that satisfy a path: itself (file or folder), or a module file when it has no extension. */
export function candidatesFor(repositoryPath: string): string[] {
  if (path.posix.extname(repositoryPath) !== '') return [repositoryPath];
  return [repositoryPath, ...MODULE_EXTENSIONS.map((extension) => `${repositoryPath}${extension}`)];
}

/** A heading's anchor as GitHub makes it: lower case, code marks and punctuation dropped, spaces to `-`. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings; a repeated heading gets `-1`, `-2`, ... like on GitHub. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFencedCode(markdown).split('\n')) {
    const match = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const slug = slugOf(match[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The commands of the first `bash` block, comments dropped: what CI and the hooks read from the README. */
export function firstBashCommands(markdown: string): string[] {
  const block = /^```bash\n([\s\S]*?)^```/m.exec(markdown);
  if (!block) return [];
  return block[1]
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}
