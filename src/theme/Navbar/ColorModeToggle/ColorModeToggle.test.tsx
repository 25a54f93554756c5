/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { MemoryStorage } from '@site/test/support/memoryStorage';
import {
  ColorModeProvider,
  useColorModeOwner,
  type ColorModeValue,
} from '@site/src/modules/colorMode/ColorModeContext';
import NavbarColorModeToggle from './index';

let mockChoice: 'light' | 'dark' | null = null;
const mockSetColorMode = jest.fn((choice: 'light' | 'dark' | null) => {
  mockChoice = choice;
});
jest.mock('@docusaurus/theme-common', () => ({
  useColorMode: () => ({ colorModeChoice: mockChoice, setColorMode: mockSetColorMode }),
}));

// The gear button, counted: it opens the settings drawer, which renders inside it.
const mockGearRenders = jest.fn();
jest.mock('@site/src/components/SettingsButton', () => ({
  __esModule: true,
  default: () => {
    mockGearRenders();
    return <button type="button">Settings</button>;
  },
}));

describe('<NavbarColorModeToggle>', () => {
  it("shows the gear and makes Docusaurus follow the owner's changes without rendering the gear again", () => {
    let owner: ColorModeValue | undefined;
    function Owner(): null {
      owner = useColorModeOwner();
      return null;
    }
    render(
      <ColorModeProvider storage={new MemoryStorage()}>
        <Owner />
        <NavbarColorModeToggle />
      </ColorModeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    const rendersAtStart = mockGearRenders.mock.calls.length;
    act(() => owner!.setChoice('dark'));
    act(() => owner!.setChoice('light'));
    expect(mockSetColorMode.mock.calls).toEqual([['dark'], ['light']]);
    expect(mockGearRenders).toHaveBeenCalledTimes(rendersAtStart);
  });
});
