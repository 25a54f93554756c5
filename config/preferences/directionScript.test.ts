/** @jest-environment jsdom */
import { directionScript } from './directionScript';

const html = document.documentElement;
const originalStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');

function run(script = directionScript()): void {
  // The script is inlined in <head> as is: evaluate it the same way, as a plain script body.
  new Function(script)();
}

beforeEach(() => {
  html.removeAttribute('dir');
  window.localStorage.clear();
});

afterEach(() => {
  if (originalStorage) Object.defineProperty(window, 'localStorage', originalStorage);
});

describe('directionScript', () => {
  it('is a self-contained expression statement that reads the portal.display key', () => {
    const script = directionScript();
    expect(script).toContain('"portal.display"');
    expect(script.trim().endsWith(';')).toBe(true);
  });

  it('applies a stored rtl direction to <html>', () => {
    window.localStorage.setItem('portal.display', JSON.stringify({ direction: 'rtl', dense: true }));
    run();
    expect(html.getAttribute('dir')).toBe('rtl');
  });

  it('applies a stored ltr direction, replacing an earlier one', () => {
    html.setAttribute('dir', 'rtl');
    window.localStorage.setItem('portal.display', JSON.stringify({ direction: 'ltr' }));
    run();
    expect(html.getAttribute('dir')).toBe('ltr');
  });

  it('leaves the direction alone when nothing is stored', () => {
    run();
    expect(html.hasAttribute('dir')).toBe(false);
  });

  it('ignores an unknown direction', () => {
    html.setAttribute('dir', 'ltr');
    window.localStorage.setItem('portal.display', JSON.stringify({ direction: 'sideways' }));
    run();
    expect(html.getAttribute('dir')).toBe('ltr');
    window.localStorage.setItem('portal.display', JSON.stringify({ direction: 'RTL' }));
    run();
    expect(html.getAttribute('dir')).toBe('ltr');
  });

  it('does not throw and changes nothing for malformed JSON', () => {
    window.localStorage.setItem('portal.display', '{"direction":"rtl"');
    expect(() => run()).not.toThrow();
    expect(html.hasAttribute('dir')).toBe(false);
  });

  it('does not throw for JSON null or a non-object', () => {
    for (const raw of ['null', '"rtl"', '42', '["rtl"]']) {
      window.localStorage.setItem('portal.display', raw);
      expect(() => run()).not.toThrow();
      expect(html.hasAttribute('dir')).toBe(false);
    }
  });

  it('does not throw and changes nothing when storage is blocked', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    html.setAttribute('dir', 'ltr');
    expect(() => run()).not.toThrow();
    expect(html.getAttribute('dir')).toBe('ltr');
  });

  it('reads the key it is given, safely quoted', () => {
    const key = 'odd "key"\'s';
    window.localStorage.setItem(key, JSON.stringify({ direction: 'rtl' }));
    run(directionScript(key));
    expect(html.getAttribute('dir')).toBe('rtl');
  });
});
