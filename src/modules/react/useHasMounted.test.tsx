/** @jest-environment jsdom */
import { act, render, renderHook, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { useHasMounted } from './useHasMounted';

function Probe(): React.JSX.Element {
  return <p>{useHasMounted() ? 'mounted' : 'not mounted'}</p>;
}

describe('useHasMounted', () => {
  it('is false in the first render, as in a server render or a hydration', () => {
    const seen: boolean[] = [];
    renderHook(() => seen.push(useHasMounted()));
    expect(seen[0]).toBe(false);
  });

  it('is true once the component has mounted', () => {
    render(<Probe />);
    expect(screen.getByText('mounted')).toBeInTheDocument();
  });

  it('renders the mounted state after the first commit', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Probe />));
    expect(container.textContent).toBe('mounted');
    act(() => root.unmount());
  });
});
