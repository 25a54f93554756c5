/** @jest-environment jsdom */
import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { mockLocation } from '@site/test/mocks/router';
import { drawnAtOnce, DRAWN_WITH_PAGE_VIEWPORTS, nearView, useDrawnNearView } from './useDrawnNearView';

describe('drawnAtOnce', () => {
  it('draws everything while the page hydrates, and when the address has a hash', () => {
    expect(drawnAtOnce({ hydrating: true, hash: '' })).toBe(true);
    expect(drawnAtOnce({ hydrating: false, hash: '#sizes' })).toBe(true);
    expect(drawnAtOnce({ hydrating: false, hash: '' })).toBe(false);
  });
});

describe('nearView', () => {
  const height = 800;
  it('is near within the first screens of the page, wherever the old page was scrolled', () => {
    const limit = height * DRAWN_WITH_PAGE_VIEWPORTS;
    expect(nearView({ top: limit - 1 - 3000, bottom: limit - 3000 + 300 }, 3000, height)).toBe(true);
    expect(nearView({ top: limit + 10, bottom: limit + 400 }, 0, height)).toBe(false);
  });

  it('is near when it is on the screen the reader is looking at', () => {
    expect(nearView({ top: 100, bottom: 500 }, 9000, height)).toBe(true);
    expect(nearView({ top: -300, bottom: 20 }, 9000, height)).toBe(true);
    expect(nearView({ top: -300, bottom: 0 }, 9000, height)).toBe(false);
  });
});

function Part({ top }: { top: number }): React.JSX.Element {
  const ref = useRef<HTMLElement>(null);
  const drawn = useDrawnNearView(ref);
  return (
    <section
      ref={(element) => {
        (ref as React.MutableRefObject<HTMLElement | null>).current = element;
        if (element) element.getBoundingClientRect = () => ({ top, bottom: top + 300 }) as DOMRect;
      }}
    >
      {drawn ? 'drawn' : 'pending'}
    </section>
  );
}

describe('useDrawnNearView', () => {
  const frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    frames.length = 0;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete document.documentElement.dataset.hasHydrated;
    mockLocation.hash = '';
  });

  it('draws at once while the page hydrates (the markup matches the server render)', () => {
    render(<Part top={5000} />);
    expect(screen.getByText('drawn')).toBeInTheDocument();
    expect(frames).toHaveLength(0);
  });

  it('after a client navigation, draws a part near the top before the first paint', () => {
    document.documentElement.dataset.hasHydrated = 'true';
    render(<Part top={400} />);
    expect(screen.getByText('drawn')).toBeInTheDocument();
    expect(frames).toHaveLength(0);
  });

  it('after a client navigation, draws a far part once the page has been painted', () => {
    document.documentElement.dataset.hasHydrated = 'true';
    render(<Part top={5000} />);
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(frames).toHaveLength(1);
    act(() => frames[0]!(0));
    expect(screen.getByText('pending')).toBeInTheDocument();
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('draws every part at once when the address has a hash (the scroll to its target stays put)', () => {
    document.documentElement.dataset.hasHydrated = 'true';
    mockLocation.hash = '#sizes';
    render(<Part top={5000} />);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('leaves nothing scheduled when the page goes before it was drawn', () => {
    document.documentElement.dataset.hasHydrated = 'true';
    const cancel = jest.spyOn(window, 'cancelAnimationFrame');
    const view = render(<Part top={5000} />);
    view.unmount();
    expect(cancel).toHaveBeenCalled();
  });
});
