/** @jest-environment jsdom */
import { recordEarlyInput, type EarlyInputState } from './earlyInputRecorder';
import { earlyInputScript } from './earlyInputScript';

/** jsdom's own events are never trusted; the tests count every event a "reader" fires as trusted. */
const readerEvents = new WeakSet<Event>();
function fire<T extends Event>(target: EventTarget, event: T): T {
  readerEvents.add(event);
  target.dispatchEvent(event);
  return event;
}
const click = (target: Element) =>
  fire(target, new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
const key = (target: Element, init: KeyboardEventInit) =>
  fire(target, new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

/** Marks the document as React's, as `hydrateRoot` does (`_reactListening<random>`). */
function reactStartsListening(): void {
  (document as unknown as Record<string, boolean>)._reactListeningabc123 = true;
}

function hydrate(): void {
  document.documentElement.setAttribute('data-has-hydrated', 'true');
}

/** Lets the observer see the attribute and the queue play out (one event per 16 ms task). */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50 + 16 * 12 + 50));
}

let state: EarlyInputState;
const seen: string[] = [];

beforeEach(() => {
  document.documentElement.removeAttribute('data-has-hydrated');
  delete (document as unknown as Record<string, boolean>)._reactListeningabc123;
  document.body.innerHTML = `
    <div id="root">
      <button id="vote" type="submit">Yes</button>
      <div role="tab" id="tab" tabindex="0">Second</div>
      <a id="link" href="#elsewhere">Elsewhere</a>
      <input id="field" type="text" aria-label="Name" />
      <input id="native" type="text" aria-label="Search" data-early-input="native" />
    </div>`;
  seen.length = 0;
  // Where React listens once it hydrates: the root container, below the window's capture phase.
  const root = document.getElementById('root')!;
  for (const type of ['click', 'dblclick', 'keydown', 'keyup', 'paste'])
    root.addEventListener(type, (event) => {
      const target = event.target as Element;
      const detail = event instanceof KeyboardEvent ? `:${event.key}` : '';
      seen.push(`${event.type}#${target.id}${detail}`);
    });
  state = recordEarlyInput(window, (event) => readerEvents.has(event));
});

afterEach(async () => {
  // Every test's recorder finishes, so that none catches the next test's events.
  hydrate();
  await settle();
});

describe('recordEarlyInput', () => {
  it('stops clicks before hydration and dispatches them again, in order, once the page has hydrated', async () => {
    const vote = click(document.getElementById('vote')!);
    click(document.getElementById('tab')!);
    expect(vote.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(state.queue.map((item) => item.target.id)).toEqual(['vote', 'tab']);

    hydrate();
    await settle();
    expect(seen).toEqual(['click#vote', 'click#tab']);
    expect(state).toMatchObject({ replayed: 2, done: true, queue: [] });
  });

  it('lets links, opted-out elements and untrusted events through untouched', () => {
    const link = click(document.getElementById('link')!);
    key(document.getElementById('native')!, { key: 'a' });
    document.getElementById('vote')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    key(document.getElementById('link')!, { key: 'Enter' });
    expect(link.defaultPrevented).toBe(false);
    expect(seen).toEqual(['click#link', 'keydown#native:a', 'click#vote', 'keydown#link:Enter']);
    expect(state.queue).toEqual([]);
  });

  it('keeps the keys typed in a field and the keys a focused control acts on, not the others', async () => {
    const field = document.getElementById('field')!;
    const typed = key(field, { key: 'K' });
    key(field, { key: 'Backspace' });
    key(document.getElementById('tab')!, { key: 'ArrowRight' });
    key(document.getElementById('tab')!, { key: 'q' });
    key(field, { key: 'Tab' });
    expect(typed.defaultPrevented).toBe(true);
    expect(seen).toEqual(['keydown#tab:q', 'keydown#field:Tab']);
    expect(state.queue.map((item) => `${item.target.id}:${item.key}`)).toEqual([
      'field:K',
      'field:Backspace',
      'tab:ArrowRight',
    ]);
    seen.length = 0;
    hydrate();
    await settle();
    expect(seen).toEqual([
      'keydown#field:K',
      'keyup#field:K',
      'keydown#field:Backspace',
      'keyup#field:Backspace',
      'keydown#tab:ArrowRight',
      'keyup#tab:ArrowRight',
    ]);
    expect(document.activeElement).toBe(document.getElementById('tab'));
  });

  it('once React listens, leaves events to React, unless earlier ones still wait (their order is kept)', async () => {
    reactStartsListening();
    click(document.getElementById('vote')!);
    expect(seen).toEqual(['click#vote']);
    expect(state.queue).toEqual([]);

    delete (document as unknown as Record<string, boolean>)._reactListeningabc123;
    click(document.getElementById('tab')!);
    reactStartsListening();
    click(document.getElementById('vote')!);
    expect(seen).toEqual(['click#vote']);
    expect(state.queue.map((item) => item.target.id)).toEqual(['tab', 'vote']);
    hydrate();
    await settle();
    expect(seen).toEqual(['click#vote', 'click#tab', 'click#vote']);
    click(document.getElementById('tab')!);
    expect(seen).toEqual(['click#vote', 'click#tab', 'click#vote', 'click#tab']);
  });

  it('skips an element the page removed meanwhile, and goes on with the rest', async () => {
    click(document.getElementById('vote')!);
    click(document.getElementById('tab')!);
    document.getElementById('vote')!.remove();
    hydrate();
    await settle();
    expect(seen).toEqual(['click#tab']);
    expect(state.replayed).toBe(1);
  });
});

describe('recordEarlyInput, when the page renders an element again once in the browser', () => {
  it('dispatches to the twin at the same place with the same tag and text, and to nothing otherwise', async () => {
    const tab = document.getElementById('tab')!;
    click(tab);
    click(document.getElementById('vote')!);
    const twin = tab.cloneNode(true) as Element;
    tab.replaceWith(twin);
    const vote = document.getElementById('vote')!;
    const changed = vote.cloneNode(true) as Element;
    changed.textContent = 'No';
    vote.replaceWith(changed);
    let twinClicked = 0;
    twin.addEventListener('click', () => (twinClicked += 1));
    hydrate();
    await settle();
    expect(twinClicked).toBe(1);
    expect(seen).toEqual(['click#tab']);
  });
});

describe('earlyInputScript', () => {
  it('is the recorder called on window inside a try, minified, as plain JavaScript a browser runs as it is', () => {
    const script = earlyInputScript();
    expect(script).toMatch(/^!function\(\)\{try\{!function\(/);
    expect(script.endsWith('}(window)}catch(e){}}();')).toBe(true);
    expect(script).not.toContain('\n');
    expect(script.length).toBeLessThan(recordEarlyInput.toString().length / 2);
    expect(script).not.toMatch(/\b(import|require)\b|_interop|__awaiter|_class_call_check/);
    expect(() => new Function(script)).not.toThrow();
  });
});
