/**
 * The part of a built page that Pagefind reads, for the search index (issue 24). A page marks its
 * indexed content with `data-pagefind-body`, and Pagefind reads nothing else but the `<html>` element's
 * attributes (the language) and the head's title and meta elements. Pagefind spent its time parsing
 * the rest: Emotion's styles and the scripts of the head, the navbar and the sidebar, half of each
 * page's bytes. Given this part, it writes the same index byte for byte (checked over a sample of the
 * built pages against Pagefind itself, test/e2e/search-index-part.test.ts) in two thirds of the time.
 *
 * A page without the body mark, or one where a `data-pagefind-` attribute sits in what would be cut,
 * is given whole; except an ignore mark on an element that ends before the indexed region (the
 * sidebar's "New" chips, on 448 of 732 English pages): it hides what Pagefind does not read anyway.
 * One on an element still open there (an ancestor of the region) would hide the region: whole.
 * Either way, the build's search bundle tag is taken out of the head.
 */
import { SEARCH_BODY_ATTRIBUTE, SEARCH_IGNORE_ATTRIBUTE } from '../../src/modules/search/areas';
import { BUNDLE_TAG_META } from '../../src/modules/search/bundleNames';

/** What every Pagefind attribute starts with. */
const PAGEFIND_ATTRIBUTE = 'data-pagefind-';
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * Where the element whose start tag begins at `start` ends in `html` (the index after its end tag),
 * or -1 when it does not end there. Counts nested elements of the same name; the HTML is React's,
 * where `<` in text and attribute values is always escaped.
 */
export function elementEnd(html: string, start: number): number {
  const name = /^<([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start, start + 64))?.[1]?.toLowerCase();
  if (!name) return -1;
  const tagEnd = html.indexOf('>', start);
  if (tagEnd === -1) return -1;
  if (VOID_ELEMENTS.has(name) || html[tagEnd - 1] === '/') return tagEnd + 1;
  const tags = new RegExp(`<(/?)${name}(?=[\\s/>])[^>]*>`, 'gi');
  tags.lastIndex = tagEnd + 1;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    if (match[1]) depth -= 1;
    else if (!match[0].endsWith('/>')) depth += 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return -1;
}

/** Whether every Pagefind attribute in `cut` is an ignore mark on an element that also ends in `cut`. */
function onlyClosedIgnoreMarks(cut: string): boolean {
  for (let at = cut.indexOf(PAGEFIND_ATTRIBUTE); at !== -1; at = cut.indexOf(PAGEFIND_ATTRIBUTE, at + 1)) {
    if (!cut.startsWith(SEARCH_IGNORE_ATTRIBUTE, at)) return false;
    if (elementEnd(cut, cut.lastIndexOf('<', at)) === -1) return false;
  }
  return true;
}

/**
 * Attributes Pagefind never reads, by what they are for: presentation (classes, styles, an SVG's
 * geometry and paint), accessibility and interaction (ARIA, roles, tab order), and table or link
 * details that carry no text. Pagefind reads ids (for anchors), `data-pagefind-*`, and the attributes
 * those name (`alt`, `src`, `title`, `content`), which stay. Half of the indexed region's bytes.
 */
const UNREAD_ATTRIBUTES =
  / (?:class|style|aria-[a-z]+|role|tabindex|scope|colspan|rowspan|rel|target|loading|decoding|d|viewBox|fill|stroke|stroke-width|stroke-linecap|stroke-linejoin|focusable|xmlns|width|height)="[^"]*"/g;

/**
 * The indexed region without the attributes Pagefind does not read. React writes every attribute
 * value in double quotes and escapes `"` in text and in values, so the pattern only meets attributes.
 */
export function withoutUnreadAttributes(region: string): string {
  return region.replace(UNREAD_ATTRIBUTES, '');
}

/** A style element; React writes `<` in CSS text as it is, but never the `</style` that would end it early. */
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style>/g;

/**
 * The indexed region without its style elements, whose text Pagefind does not index. Emotion writes
 * them in the body as the page renders, and the built-pages pass moves them to the head while this
 * plugin reads the pages: without them, a page is the same part before the pass and after it, so
 * the kept bundle's keys (keptBundle.ts) do not depend on which of the two steps came first.
 */
export function withoutStyleElements(region: string): string {
  return region.replace(STYLE_ELEMENT, '');
}

/**
 * The build's search bundle tag in the head (a plain meta, which Pagefind does not read): new at every
 * build, so a page sent with it would never be the page a kept bundle was made from (keptBundle.ts).
 */
const BUNDLE_TAG = new RegExp(`<meta name="${BUNDLE_TAG_META}" content="[^"]*"/?>`);

export function indexedPart(page: string): string {
  const html = page.replace(BUNDLE_TAG, '');
  const headStart = html.indexOf('<head');
  const headTagEnd = html.indexOf('>', headStart) + 1;
  const headEnd = html.indexOf('</head>', headTagEnd);
  const bodyStart = html.indexOf('<body', headEnd);
  const bodyTagEnd = html.indexOf('>', bodyStart) + 1;
  const mark = html.indexOf(SEARCH_BODY_ATTRIBUTE, bodyTagEnd);
  if (headStart === -1 || headEnd === -1 || bodyStart === -1 || mark === -1) return html;
  const regionStart = html.lastIndexOf('<', mark);
  const head = html.slice(headTagEnd, headEnd);
  const cutFromBody = html.slice(bodyTagEnd, regionStart);
  if (head.includes(PAGEFIND_ATTRIBUTE) || !onlyClosedIgnoreMarks(cutFromBody)) return html;
  const kept = [...(head.match(/<title\b[^>]*>[\s\S]*?<\/title>/) ?? []), ...(head.match(/<meta\b[^>]*>/g) ?? [])];
  return (
    html.slice(0, headTagEnd) +
    kept.join('') +
    html.slice(headEnd, bodyTagEnd) +
    withoutUnreadAttributes(withoutStyleElements(html.slice(regionStart)))
  );
}
