/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { MemoryStorage } from '@site/test/support/memoryStorage';
import { ColorModeProvider, useColorModeOwner, type ColorModeValue } from './ColorModeContext';
import { useDocusaurusFollower } from './useDocusaurusFollower';

// Docusaurus's colour mode: `colorModeChoice` starts as its inline script left it (from the same key).
let mockChoice: 'light' | 'dark' | null = null;
const mockSetColorMode = jest.fn((choice: 'light' | 'dark' | null) => {
  mockChoice = choice;
});
jest.mock('@docusaurus/theme-common', () => ({
  useColorMode: () => ({ colorModeChoice: mockChoice, setColorMode: mockSetColorMode }),
}));

function setup(storage: MemoryStorage, docusaurusChoice: 'light' | 'dark' | null) {
  mockChoice = docusaurusChoice;
  mockSetColorMode.mockClear();
  let owner: ColorModeValue | undefined;
  function Navbar(): null {
    useDocusaurusFollower();
    owner = useColorModeOwner();
    return null;
  }
  render(
    <ColorModeProvider storage={storage}>
      <Navbar />
    </ColorModeProvider>,
  );
  return { owner: () => owner! };
}

describe('useDocusaurusFollower', () => {
  it('leaves Docusaurus alone when it already shows the stored choice, never pushing the first-render default', () => {
    setup(new MemoryStorage({ theme: 'dark' }), 'dark');
    expect(mockSetColorMode).not.toHaveBeenCalled();
    setup(new MemoryStorage(), null);
    expect(mockSetColorMode).not.toHaveBeenCalled();
  });

  it("hands the owner's decision to Docusaurus when they differ (an unreadable stored value means system)", () => {
    // Docusaurus's script put `purple` in data-theme-choice, which its context reads as light.
    setup(new MemoryStorage({ theme: 'purple' }), 'light');
    expect(mockSetColorMode.mock.calls).toEqual([[null]]);
  });

  it('follows a migrated legacy choice', () => {
    setup(new MemoryStorage({ 'portal.mui-mode': 'dark' }), null);
    expect(mockSetColorMode.mock.calls).toEqual([['dark']]);
  });

  it("follows every change of the owner's choice", () => {
    const { owner } = setup(new MemoryStorage(), null);
    act(() => owner().setChoice('dark'));
    act(() => owner().setChoice('light'));
    act(() => owner().setChoice('system'));
    expect(mockSetColorMode.mock.calls).toEqual([['dark'], ['light'], [null]]);
  });
});
