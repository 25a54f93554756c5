/**
 * React 18.3's Node stream (`renderToPipeableStream`) writes its whole 2 KB buffer when a character
 * of two or more UTF-8 bytes does not fit at the buffer's end, so the page gets one or two NUL bytes
 * before that character: in text, where browsers drop them, and in attribute values, where browsers
 * read U+FFFD (a "?" in a Chinese aria-label). About 400 of a build's 1,460 pages had some. HTML has
 * no use for U+0000, so every one is dropped. (Docusaurus's HTML minifier used to drop them on the
 * way; it is off, plugins/html-minifier-skip.)
 */
export function withoutNulBytes(html: string): string {
  return html.includes('\u0000') ? html.replaceAll('\u0000', '') : html;
}
