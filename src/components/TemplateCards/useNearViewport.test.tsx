/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './useNearViewport';

function Probe({ onNear }: { onNear(near: boolean): void }) {
  const ref = useRef<HTMLDivElement>(null);
  onNear(useNearViewport(ref));
  return <div ref={ref} />;
}

describe('useNearViewport', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('is true after mount where IntersectionObserver is missing', () => {
    const seen: boolean[] = [];
    render(<Probe onNear={(near) => seen.push(near)} />);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('turns true when the element nears the viewport, then stops observing', () => {
    let callback: IntersectionObserverCallback = () => {};
    const disconnect = jest.fn();
    const options: (IntersectionObserverInit | undefined)[] = [];
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(next: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        callback = next;
        options.push(init);
      }
      observe() {}
      disconnect = disconnect;
    };
    const seen: boolean[] = [];
    render(<Probe onNear={(near) => seen.push(near)} />);
    expect(seen.at(-1)).toBe(false);
    expect(options[0]?.rootMargin).toBe('200px');
    act(() => callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(seen.at(-1)).toBe(false);
    act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(seen.at(-1)).toBe(true);
    expect(disconnect).toHaveBeenCalled();
  });
});
