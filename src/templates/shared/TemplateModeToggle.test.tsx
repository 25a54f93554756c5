/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ColorModeProvider } from '@site/src/modules/colorMode/ColorModeContext';
import { COLOR_MODE_KEY } from '@site/src/modules/colorMode/colorModeStorage';
import { MemoryStorage } from '@site/test/support/memoryStorage';
import TemplateModeToggle, { otherMode } from './TemplateModeToggle';

beforeEach(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }),
  });
});

describe('TemplateModeToggle', () => {
  it('switches to the other mode', () => {
    expect(otherMode('light')).toBe('dark');
    expect(otherMode('dark')).toBe('light');
  });

  it("tells the colour mode's owner, which stores the choice, and names the next switch", () => {
    const storage = new MemoryStorage();
    render(
      <ColorModeProvider storage={storage}>
        <TemplateModeToggle />
      </ColorModeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(storage.getItem(COLOR_MODE_KEY)).toBe('dark');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(storage.getItem(COLOR_MODE_KEY)).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeTruthy();
  });

  it('starts from a stored dark choice', () => {
    const storage = new MemoryStorage();
    storage.setItem(COLOR_MODE_KEY, 'dark');
    render(
      <ColorModeProvider storage={storage}>
        <TemplateModeToggle />
      </ColorModeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeTruthy();
  });
});
