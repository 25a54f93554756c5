/** The attribute every icon font stylesheet link of the portal carries. */
export const ICON_FONT_MARKER = 'data-icon-font';

/**
 * Adds the icon font stylesheet to the document once per visit: client-side navigation keeps the
 * document, so later pages find the link already there and add nothing; nor does a page whose server
 * HTML already links it (src/components/IconFontStylesheet). Returns whether it added one.
 */
export function loadIconFont(href: string, doc: Document = document): boolean {
  if (!href || doc.querySelector(`link[${ICON_FONT_MARKER}]`)) return false;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute(ICON_FONT_MARKER, '');
  doc.head.appendChild(link);
  return true;
}
