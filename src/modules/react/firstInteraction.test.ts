/** @jest-environment jsdom */
import { FIRST_INTERACTION_EVENTS, onFirstInteraction } from './firstInteraction';

describe('onFirstInteraction', () => {
  it.each(FIRST_INTERACTION_EVENTS)('runs the callback once on the first %s, and never again', (type) => {
    const target = new EventTarget();
    const callback = jest.fn();
    onFirstInteraction(callback, target);
    expect(callback).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(type));
    for (const other of FIRST_INTERACTION_EVENTS) target.dispatchEvent(new Event(other));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('ignores what is not an interaction (scrolling, loading)', () => {
    const target = new EventTarget();
    const callback = jest.fn();
    onFirstInteraction(callback, target);
    target.dispatchEvent(new Event('scroll'));
    target.dispatchEvent(new Event('load'));
    expect(callback).not.toHaveBeenCalled();
  });

  it('can be stopped before any interaction', () => {
    const target = new EventTarget();
    const callback = jest.fn();
    onFirstInteraction(callback, target)();
    target.dispatchEvent(new Event('pointerdown'));
    expect(callback).not.toHaveBeenCalled();
  });

  it('listens on the window by default, in the capture phase', () => {
    const callback = jest.fn();
    const stop = onFirstInteraction(callback);
    const button = document.createElement('button');
    button.addEventListener('keydown', (event) => event.stopPropagation());
    document.body.append(button);
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(1);
    stop();
    button.remove();
  });
});
