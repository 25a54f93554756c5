const MARKER = 'data-icon-font';

/**
 * Adds the icon font stylesheet to the document once per visit: client-side navigation keeps the
 * document, so later pages find the link already there and add nothing. Returns whether it added one.
 */
export function loadIconFont(href: string, doc: Document = document): boolean {
  if (!href || doc.head.querySelector(`link[${MARKER}]`)) return false;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute(MARKER, '');
  doc.head.appendChild(link);
  return true;
}
