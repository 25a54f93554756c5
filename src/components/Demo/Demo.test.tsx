/** @jest-environment jsdom */
import React, { useState } from 'react';
import Cookies from 'js-cookie';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { CodePreferencesProvider } from '@site/src/modules/codePreferences/CodePreferencesContext';
import { COPY_FEEDBACK_MS } from '@site/src/data/constants';
import { collected } from '@site/test/mocks/useBrokenLinks';
import { mockDocusaurusContext } from '@site/test/mocks/useDocusaurusContext';
import Demo from '.';
import type { DemoSources } from '../../types/demo';

const SOURCES: DemoSources = {
  name: 'CounterDemo',
  file: 'docs/x/example/demos/CounterDemo.tsx',
  ts: 'const count: number = 0;',
  js: 'const count = 0;',
  variants: { css: { ts: 'const css: string = "";', js: 'const css = "";' } },
};

let mounts = 0;
function Counter(): React.JSX.Element {
  const [count, setCount] = useState(0);
  React.useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

function renderDemo(sources: DemoSources = SOURCES) {
  return render(
    <ThemeProvider theme={createTheme()}>
      <CodePreferencesProvider>
        <Demo component={Counter} sources={sources} />
      </CodePreferencesProvider>
    </ThemeProvider>,
  );
}

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  mounts = 0;
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

afterEach(() => {
  jest.useRealTimers();
  mockDocusaurusContext.siteConfig.customFields = {};
});

const REPOSITORY = 'https://github.com/example/docs-portal';

describe('<Demo> toolbar', () => {
  it('is a labelled region with the live demo and a keyboard-reachable toolbar', () => {
    mockDocusaurusContext.siteConfig.customFields = { services: { sourceRepository: `${REPOSITORY}/` } };
    renderDemo();
    const region = screen.getByRole('region', { name: 'Demo: CounterDemo' });
    expect(within(region).getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    const toolbar = within(region).getByRole('group', { name: 'Demo toolbar' });
    for (const control of within(toolbar).getAllByRole('button')) expect(control).not.toHaveAttribute('tabindex', '-1');
    const source = within(toolbar).getByRole('link', { name: 'View the source on GitHub' });
    expect(source).toHaveAttribute('href', `${REPOSITORY}/blob/main/docs/x/example/demos/CounterDemo.tsx`);
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders no source link when no repository is configured (the default)', () => {
    renderDemo();
    const toolbar = screen.getByRole('group', { name: 'Demo toolbar' });
    expect(within(toolbar).queryByRole('link', { name: 'View the source on GitHub' })).toBeNull();
  });

  it("registers the hashes of its code as anchors, so links to them pass the build's check", () => {
    collected.anchors.length = 0;
    renderDemo();
    expect(collected.anchors).toEqual(
      expect.arrayContaining(['CounterDemo.tsx', 'CounterDemo.js', 'css-CounterDemo.js']),
    );
  });

  it('shows and hides the code, in TypeScript by default', () => {
    renderDemo();
    expect(screen.queryByText(SOURCES.ts)).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show code' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(SOURCES.ts)).toHaveAttribute('data-language', 'tsx');
    fireEvent.click(screen.getByRole('button', { name: 'Hide code' }));
    expect(screen.queryByText(SOURCES.ts)).not.toBeInTheDocument();
  });

  it('switches to JavaScript for the whole site (cookie) and back', () => {
    renderDemo();
    fireEvent.click(screen.getByRole('button', { name: 'Show code' }));
    fireEvent.click(screen.getByRole('button', { name: 'JS' }));
    expect(screen.getByRole('button', { name: 'JS' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(SOURCES.js)).toHaveAttribute('data-language', 'jsx');
    expect(Cookies.get('codeVariant')).toBe('JS');
    fireEvent.click(screen.getByRole('button', { name: 'TS' }));
    expect(screen.getByText(SOURCES.ts)).toBeInTheDocument();
  });

  it('offers the styling menu only when the demo has other stylings', () => {
    const { unmount } = renderDemo();
    fireEvent.click(screen.getByRole('button', { name: 'Show code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Code styling: MUI System' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Plain CSS' }));
    expect(screen.getByText(SOURCES.variants.css!.ts)).toBeInTheDocument();
    expect(Cookies.get('codeStyling')).toBe('css');
    unmount();

    renderDemo({ ...SOURCES, variants: {} });
    expect(screen.queryByRole('button', { name: /Code styling/ })).not.toBeInTheDocument();
  });

  it('copies the code shown and reads "Copied" for 1.2 s', async () => {
    jest.useFakeTimers();
    renderDemo();
    const copy = screen.getByRole('button', { name: 'Copy' });
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith(SOURCES.ts);
    expect(copy).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(COPY_FEEDBACK_MS.demo - 1));
    expect(copy).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(copy).toHaveTextContent('Copy');
    expect(copy).not.toHaveTextContent('Copied');
  });

  it('ignores a clipboard error silently: the button stays "Copy"', async () => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderDemo();
    const copy = screen.getByRole('button', { name: 'Copy' });
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(copy).toHaveTextContent('Copy');
    expect(copy).not.toHaveTextContent('Copied');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('resets the demo with a fresh mount', () => {
    renderDemo();
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    expect(mounts).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reset demo' }));
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(mounts).toBe(2);
  });
});

describe('<Demo> far down a page reached by a client navigation', () => {
  afterEach(() => {
    delete document.documentElement.dataset.hasHydrated;
    jest.restoreAllMocks();
  });

  it('holds its place, busy, until the page has been painted, then draws the demo and its toolbar', () => {
    jest.useFakeTimers();
    document.documentElement.dataset.hasHydrated = 'true';
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 6000, bottom: 6400 } as DOMRect);
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    renderDemo();
    const region = screen.getByRole('region', { name: 'Demo: CounterDemo' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveAttribute('data-demo-pending');
    expect(within(region).queryByRole('button', { name: 'Clicked 0' })).toBeNull();
    expect(mounts).toBe(0);
    act(() => frames.forEach((frame) => frame(0)));
    act(() => jest.runOnlyPendingTimers());
    expect(region).not.toHaveAttribute('aria-busy');
    expect(region).not.toHaveAttribute('data-demo-pending');
    expect(within(region).getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(within(region).getByRole('group', { name: 'Demo toolbar' })).toBeInTheDocument();
    expect(mounts).toBe(1);
  });
});

describe('<Demo> whose component throws', () => {
  let failing = true;
  function Fragile(): React.JSX.Element {
    if (failing) throw new Error('broken demo');
    return <p>Working again</p>;
  }

  it('shows an alert in place of the demo, keeps the toolbar, and its reset button mounts the demo afresh', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ThemeProvider theme={createTheme()}>
        <CodePreferencesProvider>
          <Demo component={Fragile} sources={SOURCES} />
        </CodePreferencesProvider>
      </ThemeProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This demo stopped working.');
    expect(screen.getByRole('group', { name: 'Demo toolbar' })).toBeInTheDocument();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reset demo' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Working again')).toBeInTheDocument();
    errors.mockRestore();
  });
});
