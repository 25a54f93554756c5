/** @jest-environment jsdom */
import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { TextEncoder } from 'node:util';
import { useHydrated } from './useHydrated';

// React's server renderer (its browser build, which Jest's jsdom resolves) needs TextEncoder, which jsdom lacks.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');

function Probe({ seen }: { seen?: boolean[] }): React.JSX.Element {
  const hydrated = useHydrated();
  seen?.push(hydrated);
  return <p>{hydrated ? 'hydrated' : 'not yet'}</p>;
}

describe('useHydrated', () => {
  it('is false in the server render, and in the hydrating render, then true', async () => {
    const html = renderToString(<Probe />);
    expect(html).toBe('<p>not yet</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const seen: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />);
    });
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('hydrated');
  });

  it('is true from the first render of a component mounted without server markup', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual([true]);
    expect(screen.getByText('hydrated')).toBeTruthy();
  });
});
