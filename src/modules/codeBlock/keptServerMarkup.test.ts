/** @jest-environment jsdom */
import { keptServerMarkup, plainCodeInto, serverMarkupDrawn } from './keptServerMarkup';

const element = (html: string): Element | null => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild;
};

afterEach(() => document.body.replaceChildren());

describe('keptServerMarkup', () => {
  it('keeps the markup of a holder the document already has, with a highlighted <pre> in it (the server’s)', () => {
    document.body.innerHTML = '<div id=":R1:"><pre class="prism-code"><code>let a;</code></pre></div>';
    expect(keptServerMarkup(':R1:')).toBe(true);
  });

  it('highlights in the browser when no holder of that id is there (a code block mounted after hydration)', () => {
    document.body.innerHTML = '<div id=":R1:"><pre class="prism-code"><code>let a;</code></pre></div>';
    expect(keptServerMarkup(':r4:')).toBe(false);
  });

  it('highlights in the browser when the holder is there but empty', () => {
    document.body.innerHTML = '<div id=":R1:"></div>';
    expect(keptServerMarkup(':R1:')).toBe(false);
  });
});

describe('serverMarkupDrawn', () => {
  it('recognizes a highlighted code block', () => {
    expect(serverMarkupDrawn(element('<pre class="prism-code"><code>let a;</code></pre>'))).toBe(true);
  });

  it('refuses an empty holder, or anything that is not a <pre> with its <code>', () => {
    expect(serverMarkupDrawn(null)).toBe(false);
    expect(serverMarkupDrawn(undefined)).toBe(false);
    expect(serverMarkupDrawn(element('<pre>plain</pre>'))).toBe(false);
    expect(serverMarkupDrawn(element('<div><code>x</code></div>'))).toBe(false);
  });
});

describe('plainCodeInto', () => {
  it('puts the code, as text, in a <pre><code> that replaces what the holder had', () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<span>old</span>';
    const pre = plainCodeInto(holder, 'if (a < b) run("<x>");');
    expect(holder.children).toHaveLength(1);
    expect(holder.firstElementChild).toBe(pre);
    expect(pre.querySelector('code')?.textContent).toBe('if (a < b) run("<x>");');
    expect(pre.querySelector('x')).toBeNull();
  });
});
