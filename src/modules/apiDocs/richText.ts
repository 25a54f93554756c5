import type { Block, Inline, RichText } from '../../types/apiDocs';

/** Finds the page of a documented name (`GridColDef` -> `/x/api/data-grid/grid-col-def`). */
export type NameLinker = (name: string) => string | undefined;

const INLINE =
  /`([^`]+)`|\[\[([\w.]+)\]\]|\{@link\s+([^}\s|]+)(?:[\s|]+([^}]*))?\}|\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

const URL_LIKE = /^(https?:\/\/|\/)/;

function pushText(out: Inline[], text: string): void {
  if (!text) return;
  const last = out[out.length - 1];
  if (typeof last === 'string') out[out.length - 1] = last + text;
  else out.push(text);
}

function codeToken(code: string, linkName: NameLinker): Inline {
  const href = /^[A-Za-z_$][\w$]*$/.test(code) ? linkName(code) : undefined;
  return href ? { code, href } : { code };
}

/** Inline Markdown of JSDoc: code spans, `[[Name]]`, `{@link target text}`, `[text](url)`, `**bold**`. */
export function parseInline(text: string, linkName: NameLinker): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    pushText(out, text.slice(last, match.index));
    last = (match.index ?? 0) + match[0].length;
    const [, code, bracketName, linkTarget, linkLabel, mdLabel, mdHref, strong] = match;
    if (code !== undefined) out.push(codeToken(code, linkName));
    else if (bracketName !== undefined) out.push(codeToken(bracketName, linkName));
    else if (linkTarget !== undefined) {
      const label = linkLabel?.trim() || linkTarget;
      if (URL_LIKE.test(linkTarget)) out.push({ link: label, href: linkTarget });
      else out.push(codeToken(linkTarget, linkName));
    } else if (mdLabel !== undefined && mdHref !== undefined) out.push({ link: mdLabel, href: mdHref });
    else if (strong !== undefined) out.push({ strong });
  }
  pushText(out, text.slice(last));
  return out;
}

const BULLET = /^\s*[-*]\s+/;

/**
 * The description of a JSDoc comment as blocks: paragraphs (separated by blank lines, lines joined)
 * and bulleted lists (`- item` lines; indented lines continue the item).
 */
const HEADING = /^\s*#{1,6}\s+(\S.*)$/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function parseRichText(text: string, linkName: NameLinker): RichText {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = (): void => {
    if (paragraph.length > 0) {
      const joined = paragraph.join(' ').replace(/\s+/g, ' ').trim();
      if (joined) blocks.push({ p: parseInline(joined, linkName) });
      paragraph = [];
    }
    if (list) {
      blocks.push({ ul: list.map((item) => parseInline(item.replace(/\s+/g, ' ').trim(), linkName)) });
      list = null;
    }
  };
  // Control characters (Material UI's Tabs comment has backspaces) are not text: HTML forbids them.
  const clean = text.replace(/\r\n?/g, '\n').replace(CONTROL, '');
  for (const rawLine of clean.split('\n')) {
    const line = rawLine.trimEnd();
    const heading = HEADING.exec(line);
    if (!line.trim()) {
      flush();
    } else if (heading) {
      // A Markdown heading (Material UI's `## ARIA`) is a paragraph of its own, in bold.
      flush();
      blocks.push({ p: [{ strong: heading[1]!.trim() }] });
    } else if (BULLET.test(line)) {
      // A paragraph line flushes any list, so here only a paragraph can be open.
      if (paragraph.length > 0) flush();
      (list ??= []).push(line.replace(BULLET, ''));
    } else if (list && /^\s+/.test(line)) {
      list[list.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/** The text of rich text without markup (for summaries and search). */
export function plainText(rich: RichText): string {
  const inline = (parts: readonly Inline[]): string =>
    parts
      .map((part) => {
        if (typeof part === 'string') return part;
        if ('code' in part) return part.code;
        if ('strong' in part) return part.strong;
        return part.link;
      })
      .join('');
  return rich.map((block) => ('p' in block ? inline(block.p) : block.ul.map(inline).join(' '))).join(' ');
}

/** Rewrites every link of rich text (`{link, href}` parts) with `resolve`; code links are left alone. */
export function mapLinks(rich: RichText, resolve: (href: string) => string): RichText {
  const inline = (parts: readonly Inline[]): Inline[] =>
    parts.map((part) =>
      typeof part === 'object' && 'link' in part ? { link: part.link, href: resolve(part.href) } : part,
    );
  return rich.map((block) => ('p' in block ? { p: inline(block.p) } : { ul: block.ul.map(inline) }));
}
