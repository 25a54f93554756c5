/** @jest-environment jsdom */
import React, { createRef, forwardRef, useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { TextEncoder } from 'node:util';
import { openedOnDemand, openOrKeptMounted } from './openedOnDemand';
import { holdBackgroundLoads } from '../react/backgroundLoads';

// React's server renderer (its browser build, which Jest's jsdom resolves) needs TextEncoder, which jsdom lacks.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');

interface PanelProps {
  open: boolean;
  keepMounted?: boolean;
  label: string;
}

/** The "real" overlay: what MUI's would render while open. */
const RealPanel = forwardRef<HTMLDivElement, PanelProps>(function RealPanel({ open, label }, ref) {
  return (
    <div ref={ref} role="dialog" aria-label={label} hidden={!open}>
      {label}
    </div>
  );
});

function setup() {
  const load = jest.fn(() => Promise.resolve({ default: RealPanel as unknown as React.ComponentType<PanelProps> }));
  const Panel = openedOnDemand<PanelProps>(load, openOrKeptMounted);
  return { load, Panel };
}

describe('openedOnDemand', () => {
  it('renders nothing and loads nothing while the overlay was never opened', () => {
    const { load, Panel } = setup();
    const { container } = render(<Panel open={false} label="Filters" />);
    expect(container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads and renders the real component when it opens, with its props and ref', async () => {
    const { load, Panel } = setup();
    const ref = createRef<HTMLDivElement>();
    function Page(): React.JSX.Element {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen((value) => !value)}>
            Toggle
          </button>
          <Panel open={open} label="Filters" ref={ref} />
        </>
      );
    }
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeTruthy();
    expect(ref.current?.getAttribute('aria-label')).toBe('Filters');
    expect(load).toHaveBeenCalled();
    // Closing keeps the real component (its exit transition, its state) instead of dropping it.
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('Filters').hidden).toBe(true);
  });

  it('renders the real component at once when it is kept mounted', async () => {
    const { Panel } = setup();
    render(<Panel open={false} keepMounted label="Columns" />);
    expect(await screen.findByText('Columns')).toBeTruthy();
  });

  it('leaves a kept-mounted overlay out of the server HTML, and renders it once the page has hydrated', async () => {
    const { load, Panel } = setup();
    const [theme, setTheme] = [{ current: 'light' }, { current: (_: string) => undefined as void }];
    const ThemeName = React.createContext('light');
    function Page(): React.JSX.Element {
      const [name, setName] = useState(theme.current);
      setTheme.current = setName;
      return (
        <ThemeName.Provider value={name}>
          <main>
            <Panel open={false} keepMounted label="Shortcuts" />
          </main>
        </ThemeName.Provider>
      );
    }
    const html = renderToString(<Page />);
    expect(html).toBe('<main></main>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    // A context above the overlay changes before its code has arrived (the reader's first tap).
    act(() => setTheme.current('dark'));
    await waitFor(() => expect(container.textContent).toBe('Shortcuts'));
    expect(load).toHaveBeenCalled();
    expect(recoverable).toEqual([]);
    container.remove();
  });

  it("starts loading on the reader's first interaction with the page", async () => {
    const { load } = setup();
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new Event('pointerover'));
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('leaves that load until a load the reader waits for has ended', async () => {
    const { load } = setup();
    const release = holdBackgroundLoads();
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).not.toHaveBeenCalled();
    release();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves the page as it is when the code cannot load', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const Panel = openedOnDemand<PanelProps>(() => Promise.reject(new Error('offline')), openOrKeptMounted);
      render(
        <main>
          <h1>Grid</h1>
          <Panel open label="Filters" />
        </main>,
      );
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
      expect(screen.getByRole('heading', { name: 'Grid' })).toBeTruthy();
      expect(screen.queryByText('Filters')).toBeNull();
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('openOrKeptMounted', () => {
  it('is true for an open overlay or one kept mounted', () => {
    expect(openOrKeptMounted({ open: true })).toBe(true);
    expect(openOrKeptMounted({ open: false, keepMounted: true })).toBe(true);
    expect(openOrKeptMounted({ open: false })).toBe(false);
    expect(openOrKeptMounted({})).toBe(false);
  });
});
