/**
 * The part of a built page that Pagefind reads, for the search index (issue 24). A page marks its
 * indexed content with `data-pagefind-body`, and Pagefind reads nothing else but the `<html>` element's
 * attributes (the language) and the head's title and meta elements. Pagefind spent its time parsing
 * the rest: Emotion's styles and the scripts of the head, the navbar and the sidebar, half of each
 * page's bytes. Given this part, it writes the same index byte for byte (checked over a sample of the
 * built pages against Pagefind itself, test/e2e/search-index-part.test.ts) in two thirds of the time.
 *
 * A page without the body mark, or one where a `data-pagefind-` attribute sits in what would be cut,
 * is given whole.
 */
const BODY_MARK = 'data-pagefind-body';
const PAGEFIND_ATTRIBUTE = 'data-pagefind-';

export function indexedPart(html: string): string {
  const headStart = html.indexOf('<head');
  const headTagEnd = html.indexOf('>', headStart) + 1;
  const headEnd = html.indexOf('</head>', headTagEnd);
  const bodyStart = html.indexOf('<body', headEnd);
  const bodyTagEnd = html.indexOf('>', bodyStart) + 1;
  const mark = html.indexOf(BODY_MARK, bodyTagEnd);
  if (headStart === -1 || headEnd === -1 || bodyStart === -1 || mark === -1) return html;
  const regionStart = html.lastIndexOf('<', mark);
  const head = html.slice(headTagEnd, headEnd);
  const cutFromBody = html.slice(bodyTagEnd, regionStart);
  if (head.includes(PAGEFIND_ATTRIBUTE) || cutFromBody.includes(PAGEFIND_ATTRIBUTE)) return html;
  const kept = [...(head.match(/<title\b[^>]*>[\s\S]*?<\/title>/) ?? []), ...(head.match(/<meta\b[^>]*>/g) ?? [])];
  return html.slice(0, headTagEnd) + kept.join('') + html.slice(headEnd, bodyTagEnd) + html.slice(regionStart);
}
