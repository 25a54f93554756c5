/**
 * A `<link rel="preload" as="fetch" crossorigin="anonymous">` for a search bundle file: the request mode
 * of the engine's own `fetch` (CORS, same-origin credentials), so that its request takes the preloaded
 * response instead of asking again.
 */
export function appendFetchPreload(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'fetch');
  link.setAttribute('crossorigin', 'anonymous');
  link.setAttribute('href', href);
  doc.head.appendChild(link);
}
