/**
 * What a reader does before React has hydrated the page is kept and done again once it has (issue 27):
 * Docusaurus calls `hydrateRoot` only after the route's code has loaded, which takes seconds on a slow
 * phone, and until then a tap on a button or a key in a field reaches no handler and is lost.
 *
 * `recordEarlyInput` runs as an inline script in <head>, before anything else (earlyInputScript.ts
 * turns it into that script, so it must stay plain, self-contained JavaScript: no imports, no helpers
 * a compiler would add). Until React listens to the page, it catches at the window, in the capture
 * phase, the trusted clicks (not those on links, which the browser follows by itself) and the keys
 * pressed in fields or on focused controls; it stops them there, so nothing happens twice, and queues
 * them. When Docusaurus marks the page hydrated (`<html data-has-hydrated="true">`), it dispatches
 * them again, in order, to the same elements, where React now handles them: clicks as clicks, keys as
 * keydown and keyup, with the characters inserted as the browser would (`insertText`), so that fields
 * get their input events. Once React listens, nothing more is caught, unless earlier events are
 * still queued (order is kept). Elements under `[data-early-input="native"]` keep their own behavior.
 */

/** One caught event, enough to dispatch it again. */
export interface EarlyEvent {
  type: 'click' | 'dblclick' | 'keydown' | 'paste';
  target: Element;
  /** Where the target was: child indexes from <html>, to find its twin if the page re-rendered it. */
  path: number[];
  /** The target's tag and text, which its twin must have. */
  signature: string;
  key?: string;
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
  text?: string;
  clientX?: number;
  clientY?: number;
}

/** What the recorder exposes on `window.__portalEarlyInput` (for tests and diagnostics). */
export interface EarlyInputState {
  queue: EarlyEvent[];
  replayed: number;
  done: boolean;
}

export function recordEarlyInput(
  win: Window & typeof globalThis,
  isTrusted: (event: Event) => boolean = (event) => event.isTrusted,
): EarlyInputState {
  const doc = win.document;
  const root = doc.documentElement;
  const state: EarlyInputState = { queue: [], replayed: 0, done: false };
  (win as unknown as { __portalEarlyInput?: EarlyInputState }).__portalEarlyInput = state;

  function reactListens(): boolean {
    const keys = Object.keys(doc);
    for (let index = 0; index < keys.length; index += 1) {
      if (keys[index].indexOf('_reactListening') === 0) return true;
    }
    return false;
  }

  function catching(): boolean {
    return !state.done && (state.queue.length > 0 || !reactListens());
  }

  function isField(element: Element): boolean {
    const tag = element.tagName;
    if (tag === 'TEXTAREA') return true;
    if (tag === 'INPUT') {
      return /^(text|search|email|url|tel|password|number)$/i.test((element as HTMLInputElement).type || 'text');
    }
    return (element as HTMLElement).isContentEditable === true;
  }

  function optedOut(element: Element): boolean {
    return element.closest('[data-early-input="native"]') !== null;
  }

  function pathOf(element: Element): number[] {
    const path: number[] = [];
    let node: Element | null = element;
    while (node && node !== root) {
      const parent: Element | null = node.parentElement;
      if (!parent) break;
      path.unshift(Array.prototype.indexOf.call(parent.children, node));
      node = parent;
    }
    return path;
  }

  function signatureOf(element: Element): string {
    return element.tagName + '|' + (element.textContent || '').trim().slice(0, 80);
  }

  /**
   * The element to dispatch to: the target itself, or, when the page has re-rendered it (components
   * that render again once in the browser, such as Docusaurus's tabs), the element now at the same
   * place with the same tag and text; none when the place changed.
   */
  function resolve(item: EarlyEvent): Element | null {
    if (item.target.isConnected) return item.target;
    let node: Element | undefined = root;
    for (let index = 0; index < item.path.length && node; index += 1) node = node.children[item.path[index]];
    return node && signatureOf(node) === item.signature ? node : null;
  }

  /** Keys worth keeping outside fields: those a focused control acts on. */
  function controlKey(key: string): boolean {
    return /^(Arrow(Up|Down|Left|Right)|Home|End|PageUp|PageDown|Escape|Enter| )$/.test(key);
  }

  function stop(event: Event): void {
    event.preventDefault();
    event.stopImmediatePropagation();
  }

  function onClick(event: Event): void {
    const mouse = event as MouseEvent;
    const target = mouse.target as Element | null;
    if (!isTrusted(event) || !catching() || !target || typeof target.closest !== 'function') return;
    if (target.closest('a[href]') || optedOut(target)) return;
    // A key that activates a focused button ends in a click; it was queued as a key already.
    if (mouse.detail === 0 && event.type === 'click' && state.queue.length > 0) {
      const last = state.queue[state.queue.length - 1];
      if (last.type === 'keydown' && last.target === target) {
        stop(event);
        return;
      }
    }
    stop(event);
    state.queue.push({
      type: event.type as 'click' | 'dblclick',
      target: target,
      path: pathOf(target),
      signature: signatureOf(target),
      clientX: mouse.clientX,
      clientY: mouse.clientY,
    });
  }

  function onKeyDown(event: Event): void {
    const keyboard = event as KeyboardEvent;
    const target = keyboard.target as Element | null;
    if (!isTrusted(event) || !catching() || !target || typeof target.closest !== 'function') return;
    if (optedOut(target) || keyboard.isComposing || keyboard.key === 'Tab') return;
    const field = isField(target);
    if (!field && (!controlKey(keyboard.key) || target.closest('a[href]'))) return;
    // Paste is caught as a paste event, with its text.
    if (field && (keyboard.ctrlKey || keyboard.metaKey) && keyboard.key.toLowerCase() === 'v') return;
    stop(event);
    state.queue.push({
      type: 'keydown',
      target: target,
      path: pathOf(target),
      signature: signatureOf(target),
      key: keyboard.key,
      code: keyboard.code,
      ctrlKey: keyboard.ctrlKey,
      metaKey: keyboard.metaKey,
      shiftKey: keyboard.shiftKey,
      altKey: keyboard.altKey,
    });
  }

  function onPaste(event: Event): void {
    const target = event.target as Element | null;
    if (!isTrusted(event) || !catching() || !target || typeof target.closest !== 'function') return;
    if (optedOut(target) || !isField(target)) return;
    const data = (event as ClipboardEvent).clipboardData;
    stop(event);
    state.queue.push({
      type: 'paste',
      target: target,
      path: pathOf(target),
      signature: signatureOf(target),
      text: data ? data.getData('text/plain') : '',
    });
  }

  function insert(command: string, text?: string): void {
    try {
      doc.execCommand(command, false, text);
    } catch {
      // A browser without the command: the key's own handlers have run already.
    }
  }

  /** The browser's own part of a key, done again once the page's handlers have had their say. */
  function defaultOfKey(item: EarlyEvent, target: Element): void {
    const key = item.key || '';
    if (item.ctrlKey || item.metaKey) {
      if (key.toLowerCase() === 'a') {
        const input = target as HTMLInputElement;
        if (typeof input.select === 'function' && !(input as unknown as HTMLElement).isContentEditable) input.select();
        else insert('selectAll');
      }
      return;
    }
    if (key.length === 1) insert('insertText', key);
    else if (key === 'Backspace') insert('delete');
    else if (key === 'Delete') insert('forwardDelete');
    else if (key === 'Enter' && target.tagName !== 'INPUT') insert('insertLineBreak');
  }

  function replayOne(item: EarlyEvent): void {
    const target = resolve(item);
    if (!target) return;
    state.replayed += 1;
    const view = doc.defaultView || win;
    if (item.type === 'click' || item.type === 'dblclick') {
      if (isField(target) && doc.activeElement === target) {
        // React did not see the field take focus: let it see that now, then the click.
        (target as HTMLElement).blur();
        (target as HTMLElement).focus();
      }
      target.dispatchEvent(
        new view.MouseEvent(item.type, {
          bubbles: true,
          cancelable: true,
          composed: true,
          view: view,
          detail: item.type === 'dblclick' ? 2 : 1,
          clientX: item.clientX,
          clientY: item.clientY,
          button: 0,
        }),
      );
      return;
    }
    // Keys go where the reader's focus was.
    if (doc.activeElement !== target) (target as HTMLElement).focus();
    if (item.type === 'paste') {
      insert('insertText', item.text);
      return;
    }
    const init = {
      key: item.key,
      code: item.code,
      ctrlKey: item.ctrlKey,
      metaKey: item.metaKey,
      shiftKey: item.shiftKey,
      altKey: item.altKey,
      bubbles: true,
      cancelable: true,
      composed: true,
      view: view,
    };
    const proceed = target.dispatchEvent(new view.KeyboardEvent('keydown', init));
    if (proceed && isField(target)) defaultOfKey(item, target);
    else if (proceed && (item.key === 'Enter' || item.key === ' ') && /^(BUTTON|SUMMARY)$/.test(target.tagName)) {
      (target as HTMLElement).click();
    }
    target.dispatchEvent(new view.KeyboardEvent('keyup', init));
  }

  /** Dispatches the queue one event per task, so that what one event renders is there for the next. */
  function replay(): void {
    const item = state.queue.shift();
    if (!item) {
      state.done = true;
      return;
    }
    try {
      replayOne(item);
    } catch {
      // One event that cannot be dispatched again does not hold up the others.
    }
    win.setTimeout(replay, 16);
  }

  function hydrated(): boolean {
    return root.getAttribute('data-has-hydrated') === 'true';
  }

  win.addEventListener('click', onClick, true);
  win.addEventListener('dblclick', onClick, true);
  win.addEventListener('keydown', onKeyDown, true);
  win.addEventListener('paste', onPaste, true);

  const observer = new win.MutationObserver(function () {
    if (!hydrated()) return;
    observer.disconnect();
    // React commits, then Docusaurus sets the attribute; a frame later every handler is in place.
    win.setTimeout(replay, 50);
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-has-hydrated'] });
  return state;
}
