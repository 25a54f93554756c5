/**
 * The third-party ad script and its contract with the slot. The slot appends
 * `<script async id="_carbonads_js" src="<adScriptUrl>">` to an empty container of its own; the
 * script, like Carbon's carbon.js, then adds an element with the id `carbonads` to that container
 * (beside itself: `document.currentScript.parentElement`). The ad counts as present once that
 * element is in the container.
 */
export const AD_SCRIPT_ID = '_carbonads_js';
export const SCRIPT_AD_ID = 'carbonads';

/** Injects the ad script into `container`; returns a function that removes it again. */
export function injectAdScript(container: HTMLElement, src: string): () => void {
  const script = container.ownerDocument.createElement('script');
  script.async = true;
  script.id = AD_SCRIPT_ID;
  script.src = src;
  container.appendChild(script);
  return () => script.remove();
}

/** Whether the script has put its ad in the container. */
export function hasScriptAd(container: HTMLElement | null): boolean {
  return container?.querySelector(`#${SCRIPT_AD_ID}`) != null;
}
