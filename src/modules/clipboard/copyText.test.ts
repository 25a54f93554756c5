/** @jest-environment jsdom */
import { copyText } from './copyText';

describe('copyText', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('uses the Clipboard API when there is one', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(copyText('npm install')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('npm install');
  });

  it('falls back to a hidden textarea outside secure contexts, and removes it', async () => {
    let copied = '';
    document.execCommand = jest.fn(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    await expect(copyText('yarn add')).resolves.toBe(true);
    expect(copied).toBe('yarn add');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('resolves false instead of rejecting when copying fails', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    await expect(copyText('x')).resolves.toBe(false);
    document.execCommand = jest.fn(() => {
      throw new Error('unsupported');
    });
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await expect(copyText('x')).resolves.toBe(false);
  });
});
