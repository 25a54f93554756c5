import { isSubmitShortcut } from './isSubmitShortcut';

const key = (init: Partial<Parameters<typeof isSubmitShortcut>[0]>) =>
  isSubmitShortcut({
    key: 'Enter',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    isComposing: false,
    ...init,
  });

describe('isSubmitShortcut', () => {
  it('is Ctrl+Enter or Cmd+Enter', () => {
    expect(key({ ctrlKey: true })).toBe(true);
    expect(key({ metaKey: true })).toBe(true);
  });

  it('leaves a plain Enter (a new line) and other combinations alone', () => {
    expect(key({})).toBe(false);
    expect(key({ shiftKey: true })).toBe(false);
    expect(key({ ctrlKey: true, shiftKey: true })).toBe(false);
    expect(key({ ctrlKey: true, altKey: true })).toBe(false);
    expect(key({ ctrlKey: true, key: 'a' })).toBe(false);
  });

  it('ignores an Enter that confirms an input method composition', () => {
    expect(key({ ctrlKey: true, isComposing: true })).toBe(false);
  });
});
