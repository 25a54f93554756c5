/** @jest-environment jsdom */
import { act, useEffect } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { TextEncoder } from 'node:util';
import ContentWrapper from './index';

// React's server renderer (its browser build, which Jest's jsdom resolves) needs TextEncoder, which jsdom lacks.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');

const highlighted: string[] = [];
const codeBlockRef: { current: HTMLPreElement | null } = { current: null };
/** The block's code, as the code block's context gives it. */
let mockCode = 'const highlighted';

jest.mock('@docusaurus/theme-common/internal', () => ({
  useCodeBlockContext: () => ({ metadata: { code: mockCode }, wordWrap: { codeBlockRef } }),
}));
jest.mock('prism-react-renderer', () => ({ Prism: { languages: {} } }));
jest.mock('@theme/prism-include-languages', () => ({ __esModule: true, default: jest.fn() }), { virtual: true });
jest.mock(
  '@theme-original/CodeBlock/Content',
  () => ({
    __esModule: true,
    default: function HighlightedContent() {
      highlighted.push('highlighted');
      return (
        <pre className="prism-code">
          <code>
            <span className="token keyword">const</span> highlighted
          </code>
        </pre>
      );
    },
  }),
  { virtual: true },
);
const includeLanguages = jest.requireMock<{ default: jest.Mock }>('@theme/prism-include-languages').default;

/**
 * The server's markup, with a token the browser's highlighting would not give. Rendered in Jest's
 * browser-like environment, where the component takes the browser's layout effect, which React's server
 * renderer warns about (the real server has no document and takes the plain effect): that one warning
 * is let through quietly.
 */
function serverMarkup(): string {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return renderToString(<ContentWrapper />).replace('</span> highlighted', '</span> fromServer');
  } finally {
    expect(
      errors.mock.calls.every(([message]) => String(message).includes('useLayoutEffect does nothing on the server')),
    ).toBe(true);
    errors.mockRestore();
  }
}

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  highlighted.length = 0;
  mockCode = 'const highlighted';
  codeBlockRef.current = null;
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('the code block content', () => {
  it('keeps the server’s highlighted <pre> when the page hydrates, without Prism, and hands it to the word-wrap button', async () => {
    container.innerHTML = serverMarkup();
    const serverPre = container.querySelector('pre');
    highlighted.length = 0;
    const recoverable = jest.fn();
    await act(async () => {
      root = hydrateRoot(container, <ContentWrapper />, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('pre')).toBe(serverPre);
    expect(container.querySelector('code')?.textContent).toBe('const fromServer');
    // The highlighting component never rendered in the browser.
    expect(highlighted).toEqual([]);
    expect(codeBlockRef.current).toBe(serverPre);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('highlights the code in the browser for a code block mounted after hydration (a client navigation)', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<ContentWrapper />);
    });
    expect(highlighted).toEqual(['highlighted']);
    // The languages are registered once, the first time a code block is highlighted (here, the server render).
    expect(includeLanguages).toHaveBeenCalledTimes(1);
    expect(container.querySelector('code')?.textContent).toBe('const highlighted');
  });

  it('falls back to highlighting, the word-wrap button never without a <pre>, when what it meant to keep is gone', async () => {
    // A stale element with the id the new code block gets: it decides to keep, and finds its own holder empty.
    const stale = document.createElement('div');
    stale.id = ':r1:';
    stale.innerHTML = '<pre><code>stale</code></pre>';
    document.body.append(stale);
    const seenByWordWrap: (string | undefined)[] = [];
    function WordWrapProbe() {
      // A parent's passive effect, as Docusaurus's useCodeWordWrap measures the block.
      useEffect(() => {
        seenByWordWrap.push(codeBlockRef.current?.querySelector('code')?.textContent ?? undefined);
      });
      return <ContentWrapper />;
    }
    await act(async () => {
      root = createRoot(container);
      root.render(<WordWrapProbe />);
    });
    expect(seenByWordWrap[0]).toBe('const highlighted');
    expect(container.querySelector('code')?.textContent).toBe('const highlighted');
    expect(highlighted.length).toBeGreaterThan(0);
  });

  it('highlights the new code when a kept block’s code changes (a TS/JS switch), and drops the server’s <pre>', async () => {
    container.innerHTML = serverMarkup();
    highlighted.length = 0;
    await act(async () => {
      root = hydrateRoot(container, <ContentWrapper />);
    });
    expect(highlighted).toEqual([]);
    mockCode = 'const javascript';
    const serverPre = container.querySelector('pre');
    await act(async () => {
      root?.render(<ContentWrapper />);
    });
    expect(highlighted.length).toBeGreaterThan(0);
    expect(container.querySelectorAll('pre')).toHaveLength(1);
    expect(container.querySelector('pre')).not.toBe(serverPre);
    expect(container.querySelector('code')?.textContent).toBe('const highlighted');
  });
});
