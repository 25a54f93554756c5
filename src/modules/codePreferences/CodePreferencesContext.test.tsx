/** @jest-environment jsdom */
import React from 'react';
import Cookies from 'js-cookie';
import { act, render, renderHook } from '@testing-library/react';
import { CodePreferencesProvider, useCodePreferences, type CodePreferencesValue } from './CodePreferencesContext';
import { DEFAULT_CODE_PREFERENCES } from './codePreferences';
import { mockLocation } from '@site/test/mocks/router';

/**
 * A tiny in-memory BroadcastChannel: a message reaches every other open channel of the same
 * name (never the sender), synchronously so the tests can wrap it in act().
 */
class FakeBroadcastChannel {
  static readonly open = new Set<FakeBroadcastChannel>();
  readonly name: string;
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly posted: unknown[] = [];
  closed = false;

  constructor(name: string) {
    this.name = name;
    FakeBroadcastChannel.open.add(this);
  }

  postMessage(data: unknown): void {
    if (this.closed) throw new DOMException('Channel closed', 'InvalidStateError');
    this.posted.push(data);
    const copy: unknown = JSON.parse(JSON.stringify(data));
    for (const channel of FakeBroadcastChannel.open) {
      if (channel !== this && channel.name === this.name) channel.onmessage?.({ data: copy } as MessageEvent);
    }
  }

  close(): void {
    this.closed = true;
    FakeBroadcastChannel.open.delete(this);
  }

  static named(name: string): FakeBroadcastChannel[] {
    return [...FakeBroadcastChannel.open].filter((channel) => channel.name === name);
  }
}

const globals = globalThis as { BroadcastChannel?: unknown };
const originalBroadcastChannel = globals.BroadcastChannel;

function installFakeChannel(): void {
  globals.BroadcastChannel = FakeBroadcastChannel;
}

function removeChannel(): void {
  delete globals.BroadcastChannel;
}

function clearCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

/** Changes the URL's hash without jsdom queueing its own (asynchronous) hashchange event. */
function setHash(hash: string): void {
  window.history.replaceState(null, '', hash === '' ? window.location.pathname : hash);
}

function fireHashChange(hash: string): void {
  setHash(hash);
  act(() => {
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

/** Renders a consumer inside the provider and exposes every value it received, render by render. */
function renderWithProvider() {
  const seen: CodePreferencesValue[] = [];
  function Probe(): null {
    seen.push(useCodePreferences());
    return null;
  }
  const tree = () => (
    <CodePreferencesProvider>
      <Probe />
    </CodePreferencesProvider>
  );
  const utils = render(tree());
  return { ...utils, seen, current: () => seen[seen.length - 1]!, renderAgain: () => utils.rerender(tree()) };
}

beforeEach(() => {
  clearCookies();
  setHash('');
  removeChannel();
});

afterEach(() => {
  jest.restoreAllMocks();
  clearCookies();
  setHash('');
  for (const channel of [...FakeBroadcastChannel.open]) channel.close();
  if (originalBroadcastChannel === undefined) removeChannel();
  else globals.BroadcastChannel = originalBroadcastChannel;
});

describe('useCodePreferences', () => {
  it('throws a message naming the provider when used outside it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useCodePreferences())).toThrow(
      new Error('useCodePreferences must be used within a CodePreferencesProvider'),
    );
  });
});

describe('<CodePreferencesProvider>', () => {
  it('renders first with the defaults, then loads the cookies', () => {
    Cookies.set('codeVariant', 'JS');
    Cookies.set('codeStyling', 'tailwind');
    const { seen, current } = renderWithProvider();
    expect(seen[0]).toMatchObject({ ...DEFAULT_CODE_PREFERENCES, loaded: false, openDemo: null });
    expect(current()).toMatchObject({ codeVariant: 'JS', codeStyling: 'tailwind', loaded: true, openDemo: null });
  });

  it('keeps the defaults, loaded, without cookies', () => {
    const { current } = renderWithProvider();
    expect(current()).toMatchObject({ ...DEFAULT_CODE_PREFERENCES, loaded: true, openDemo: null });
    expect(Cookies.get()).toEqual({});
  });

  it('falls back to the default for a corrupt cookie, field by field', () => {
    Cookies.set('codeVariant', 'python');
    Cookies.set('codeStyling', 'css');
    const { current } = renderWithProvider();
    expect(current()).toMatchObject({ codeVariant: 'TS', codeStyling: 'css' });
  });

  it('does not overwrite the cookies with the first-render defaults', () => {
    Cookies.set('codeVariant', 'JS');
    const writes = jest.spyOn(document, 'cookie', 'set');
    renderWithProvider();
    expect(writes).not.toHaveBeenCalled();
    expect(Cookies.get('codeVariant')).toBe('JS');
  });

  it('a demo hash overrides the cookies, is persisted and names the demo to open', () => {
    Cookies.set('codeVariant', 'TS');
    Cookies.set('codeStyling', 'css');
    setHash('#tailwind-BasicGrid.js');
    const { seen, current } = renderWithProvider();
    expect(seen[0]).toMatchObject({ ...DEFAULT_CODE_PREFERENCES, loaded: false, openDemo: null });
    expect(current()).toMatchObject({
      codeVariant: 'JS',
      codeStyling: 'tailwind',
      loaded: true,
      openDemo: 'BasicGrid',
    });
    expect(Cookies.get()).toEqual({ codeVariant: 'JS', codeStyling: 'tailwind' });
  });

  it('a demo hash without a styling prefix keeps the stored styling', () => {
    Cookies.set('codeStyling', 'css');
    setHash('#BasicGrid.jsx');
    const { current } = renderWithProvider();
    expect(current()).toMatchObject({ codeVariant: 'JS', codeStyling: 'css', openDemo: 'BasicGrid' });
    expect(Cookies.get()).toEqual({ codeVariant: 'JS', codeStyling: 'css' });
  });

  it('ignores heading anchors and malformed hashes', () => {
    Cookies.set('codeVariant', 'JS');
    for (const hash of ['#installation', '#DemoName.py', '#tailwind-.tsx', '#%E0%A4%A']) {
      setHash(hash);
      const { current, unmount } = renderWithProvider();
      expect(current()).toMatchObject({ codeVariant: 'JS', codeStyling: 'system', loaded: true, openDemo: null });
      unmount();
    }
    expect(Cookies.get()).toEqual({ codeVariant: 'JS' });
  });

  it('follows hashchange the same way', () => {
    const { current } = renderWithProvider();
    fireHashChange('#css-DataTable.tsx');
    expect(current()).toMatchObject({ codeVariant: 'TS', codeStyling: 'css', openDemo: 'DataTable' });
    expect(Cookies.get()).toEqual({ codeVariant: 'TS', codeStyling: 'css' });

    fireHashChange('#BasicGrid.js');
    expect(current()).toMatchObject({ codeVariant: 'JS', codeStyling: 'css', openDemo: 'BasicGrid' });
    expect(Cookies.get()).toEqual({ codeVariant: 'JS', codeStyling: 'css' });

    // A heading anchor changes no preference and names no demo.
    fireHashChange('#installation');
    expect(current()).toMatchObject({ codeVariant: 'JS', codeStyling: 'css', openDemo: null });
  });

  it('follows a client-side navigation to a demo hash, which fires no hashchange', () => {
    const { current, renderAgain } = renderWithProvider();
    expect(current().openDemo).toBeNull();
    try {
      // What the router does for a <Link to="/x/page#BasicGrid.js">: history.pushState, a new location.
      window.history.pushState(null, '', '#BasicGrid.js');
      mockLocation.hash = '#BasicGrid.js';
      renderAgain();
    } finally {
      mockLocation.hash = '';
    }
    expect(current()).toMatchObject({ codeVariant: 'JS', openDemo: 'BasicGrid' });
    expect(Cookies.get('codeVariant')).toBe('JS');
  });

  it('stops listening to hashchange and focus after unmount', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderWithProvider();
    unmount();
    expect(remove).toHaveBeenCalledWith('hashchange', expect.any(Function));
    expect(remove).toHaveBeenCalledWith('focus', expect.any(Function));
  });

  it('setCodeVariant and setCodeStyling update the state and write the cookies', () => {
    const writes = jest.spyOn(document, 'cookie', 'set');
    const { current } = renderWithProvider();
    act(() => current().setCodeVariant('JS'));
    expect(current().codeVariant).toBe('JS');
    expect(Cookies.get('codeVariant')).toBe('JS');
    act(() => current().setCodeStyling('tailwind'));
    expect(current().codeStyling).toBe('tailwind');
    expect(Cookies.get('codeStyling')).toBe('tailwind');
    act(() => current().setCodeVariant('TS'));
    expect(current()).toMatchObject({ codeVariant: 'TS', codeStyling: 'tailwind' });
    expect(Cookies.get()).toEqual({ codeVariant: 'TS', codeStyling: 'tailwind' });

    expect(writes).toHaveBeenCalledTimes(3);
    for (const [written] of writes.mock.calls) {
      expect(written).toContain('max-age=31536000');
      expect(written).toContain('path=/');
    }
  });

  it('setters ignore values that are not valid choices', () => {
    const { current } = renderWithProvider();
    act(() => current().setCodeVariant('Python' as 'TS'));
    act(() => current().setCodeStyling('sass' as 'css'));
    expect(current()).toMatchObject(DEFAULT_CODE_PREFERENCES);
    expect(Cookies.get()).toEqual({});
  });

  it('re-reads the cookies on focus, keeping the current choice where a cookie is missing', () => {
    const { current } = renderWithProvider();
    act(() => current().setCodeStyling('css'));
    // Another tab (without BroadcastChannel) changed the variant; the styling cookie disappears.
    Cookies.set('codeVariant', 'JS', { path: '/' });
    Cookies.remove('codeStyling', { path: '/' });
    act(() => {
      window.dispatchEvent(new FocusEvent('focus'));
    });
    expect(current()).toMatchObject({ codeVariant: 'JS', codeStyling: 'css' });

    Cookies.set('codeStyling', 'garbage', { path: '/' });
    act(() => {
      window.dispatchEvent(new FocusEvent('focus'));
    });
    expect(current()).toMatchObject({ codeVariant: 'JS', codeStyling: 'css' });
  });

  it('works without BroadcastChannel', () => {
    expect(globals.BroadcastChannel).toBeUndefined();
    const { current } = renderWithProvider();
    expect(() => act(() => current().setCodeVariant('JS'))).not.toThrow();
    expect(current().codeVariant).toBe('JS');
  });

  it('survives a BroadcastChannel constructor that throws', () => {
    globals.BroadcastChannel = function Broken() {
      throw new Error('not allowed');
    };
    const { current } = renderWithProvider();
    act(() => current().setCodeStyling('css'));
    expect(current().codeStyling).toBe('css');
  });
});

describe('cross-tab sync through BroadcastChannel', () => {
  it("applies another tab's changes without posting them back", () => {
    installFakeChannel();
    const tabA = renderWithProvider();
    const tabB = renderWithProvider();
    const [channelA, channelB] = FakeBroadcastChannel.named('portal-code-preferences');
    expect(channelA).toBeDefined();
    expect(channelB).toBeDefined();

    act(() => tabA.current().setCodeVariant('JS'));
    expect(tabA.current().codeVariant).toBe('JS');
    expect(tabB.current().codeVariant).toBe('JS');
    expect(channelA!.posted).toEqual([{ codeVariant: 'JS' }]);
    expect(channelB!.posted).toEqual([]);

    act(() => tabB.current().setCodeStyling('tailwind'));
    expect(tabA.current()).toMatchObject({ codeVariant: 'JS', codeStyling: 'tailwind' });
    expect(tabB.current()).toMatchObject({ codeVariant: 'JS', codeStyling: 'tailwind' });
    expect(channelA!.posted).toEqual([{ codeVariant: 'JS' }]);
    expect(channelB!.posted).toEqual([{ codeStyling: 'tailwind' }]);
  });

  it('does not write cookies when applying a message', () => {
    installFakeChannel();
    renderWithProvider();
    const tabB = renderWithProvider();
    const [channelA] = FakeBroadcastChannel.named('portal-code-preferences');
    const writes = jest.spyOn(document, 'cookie', 'set');
    act(() => channelA!.postMessage({ codeVariant: 'JS', codeStyling: 'css' }));
    expect(tabB.current()).toMatchObject({ codeVariant: 'JS', codeStyling: 'css' });
    expect(writes).not.toHaveBeenCalled();
  });

  it('ignores malformed messages', () => {
    installFakeChannel();
    const tabA = renderWithProvider();
    const [channelA] = FakeBroadcastChannel.named('portal-code-preferences');
    const other = new FakeBroadcastChannel('portal-code-preferences');
    for (const message of [null, 'JS', 42, {}, { codeVariant: 'python' }, { codeStyling: ['css'] }]) {
      act(() => other.postMessage(message));
    }
    expect(tabA.current()).toMatchObject(DEFAULT_CODE_PREFERENCES);
    expect(channelA!.posted).toEqual([]);
  });

  it("posts a demo hash's override to the other tabs", () => {
    installFakeChannel();
    const tabA = renderWithProvider();
    setHash('#css-BasicGrid.js');
    const tabB = renderWithProvider();
    expect(tabB.current()).toMatchObject({ codeVariant: 'JS', codeStyling: 'css', openDemo: 'BasicGrid' });
    expect(tabA.current()).toMatchObject({ codeVariant: 'JS', codeStyling: 'css', openDemo: null });
  });

  it('keeps one open channel per provider under StrictMode', () => {
    installFakeChannel();
    setHash('#tailwind-BasicGrid.tsx');
    let value: CodePreferencesValue | null = null;
    function Probe(): null {
      value = useCodePreferences();
      return null;
    }
    render(
      <React.StrictMode>
        <CodePreferencesProvider>
          <Probe />
        </CodePreferencesProvider>
      </React.StrictMode>,
    );
    expect(value).toMatchObject({ codeVariant: 'TS', codeStyling: 'tailwind', loaded: true, openDemo: 'BasicGrid' });
    expect(FakeBroadcastChannel.named('portal-code-preferences')).toHaveLength(1);
  });

  it('closes its channel on unmount', () => {
    installFakeChannel();
    const { unmount } = renderWithProvider();
    const [channel] = FakeBroadcastChannel.named('portal-code-preferences');
    unmount();
    expect(channel!.closed).toBe(true);
    expect(FakeBroadcastChannel.named('portal-code-preferences')).toEqual([]);
  });
});
