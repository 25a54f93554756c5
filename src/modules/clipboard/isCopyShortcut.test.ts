import { hasNoSelection, isCopyShortcut } from './isCopyShortcut';

const key = (init: Partial<KeyboardEvent>) => ({
  key: 'c',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...init,
});

describe('isCopyShortcut', () => {
  it('is Ctrl+C or Cmd+C, either case', () => {
    expect(isCopyShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isCopyShortcut(key({ metaKey: true, key: 'C' }))).toBe(true);
  });
  it('is not C alone, nor with Shift or Alt, nor another key', () => {
    expect(isCopyShortcut(key({}))).toBe(false);
    expect(isCopyShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isCopyShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isCopyShortcut(key({ ctrlKey: true, key: 'v' }))).toBe(false);
  });
});

describe('hasNoSelection', () => {
  it('is true with no selection or a collapsed or empty one, false when text is selected', () => {
    expect(hasNoSelection(null)).toBe(true);
    expect(hasNoSelection({ isCollapsed: true, toString: () => '' })).toBe(true);
    expect(hasNoSelection({ isCollapsed: false, toString: () => '' })).toBe(true);
    expect(hasNoSelection({ isCollapsed: false, toString: () => 'const' })).toBe(false);
  });
});
