/**
 * Whether a code block keeps the highlighted markup the server drew (src/theme/CodeBlock/Content): only
 * a code block that React is hydrating, the one time that markup is there to keep. Its holder carries
 * an id from `useId`, which is the same on the server and while the page hydrates and takes another
 * form in a component mounted later (a client navigation, a render after a failed hydration): a holder
 * of that id already in the document, with a highlighted `<pre>` in it, is the server's markup of this
 * very code block. (Docusaurus's `data-has-hydrated` is no signal here: it is set a frame after the
 * first render that follows hydration, where components keyed on `useIsBrowser()` mount again.)
 */
export function keptServerMarkup(holderId: string): boolean {
  if (typeof document === 'undefined') return false;
  return serverMarkupDrawn(document.getElementById(holderId)?.firstElementChild);
}

/** Whether the element kept from the server is a highlighted code block (and not an empty holder). */
export function serverMarkupDrawn(element: Element | null | undefined): boolean {
  return element instanceof HTMLPreElement && element.querySelector('code') !== null;
}

/**
 * Fills an empty holder with the code as plain text in a `<pre><code>`, for the moment between a kept
 * code block that finds nothing to keep and its highlighted render: the word-wrap button measures the
 * `<pre>` and its `<code>` in the meantime. Returns the `<pre>`.
 */
export function plainCodeInto(holder: HTMLElement, code: string): HTMLPreElement {
  const pre = holder.ownerDocument.createElement('pre');
  const codeElement = holder.ownerDocument.createElement('code');
  codeElement.textContent = code;
  pre.append(codeElement);
  holder.replaceChildren(pre);
  return pre;
}
