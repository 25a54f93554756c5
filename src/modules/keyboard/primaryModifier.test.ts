import { hasOnlyPrimaryModifier } from './primaryModifier';

const keys = (init: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>>) => ({
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...init,
});

describe('hasOnlyPrimaryModifier', () => {
  it('holds for Ctrl or Cmd alone', () => {
    expect(hasOnlyPrimaryModifier(keys({ ctrlKey: true }))).toBe(true);
    expect(hasOnlyPrimaryModifier(keys({ metaKey: true }))).toBe(true);
  });
  it('fails without a primary modifier or with Alt or Shift as well', () => {
    expect(hasOnlyPrimaryModifier(keys({}))).toBe(false);
    expect(hasOnlyPrimaryModifier(keys({ shiftKey: true }))).toBe(false);
    expect(hasOnlyPrimaryModifier(keys({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(hasOnlyPrimaryModifier(keys({ metaKey: true, shiftKey: true }))).toBe(false);
  });
});
