/** @jest-environment jsdom */
import { showMode, TRANSITION_PAUSE_ATTRIBUTE, TRANSITION_PAUSE_CSS } from './showMode';

const pauses = () => document.head.querySelectorAll(`style[${TRANSITION_PAUSE_ATTRIBUTE}]`);

describe('showMode', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    document.documentElement.removeAttribute('data-theme');
  });

  it('sets data-theme at once, with transitions held until after the next frame', () => {
    showMode(document, 'dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(pauses()).toHaveLength(1);
    expect(pauses()[0]!.textContent).toBe(TRANSITION_PAUSE_CSS);
    // The frame (requestAnimationFrame, then a task after it) removes the pause.
    jest.advanceTimersByTime(16);
    jest.advanceTimersByTime(16);
    expect(pauses()).toHaveLength(0);
  });

  it('uses one pause for changes within the same frame', () => {
    showMode(document, 'dark');
    showMode(document, 'light');
    expect(pauses()).toHaveLength(1);
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    jest.advanceTimersByTime(32);
    expect(pauses()).toHaveLength(0);
    showMode(document, 'dark');
    expect(pauses()).toHaveLength(1);
  });
});
