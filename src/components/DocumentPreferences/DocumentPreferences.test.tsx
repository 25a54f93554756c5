/** @jest-environment jsdom */
import React from 'react';
import { act, render } from '@testing-library/react';
import { THEME_COLOR } from '@site/src/data/constants';
import type { PaletteMode } from '@site/src/modules/colorMode/colorModeChoice';
import DocumentPreferences from '.';

/** What each render hands the head manager: the body class (if any) and the theme colour. */
interface HeadRender {
  readonly bodyClass: string | null;
  readonly themeColor: string | undefined;
}

const mockHeads: HeadRender[] = [];

function mockDescribeHead(children: React.ReactNode): HeadRender {
  let bodyClass: string | null = null;
  let themeColor: string | undefined;
  React.Children.forEach(children, (child) => {
    if (!React.isValidElement<{ className?: string; name?: string; content?: string }>(child)) return;
    if (child.type === 'body') bodyClass = child.props.className ?? '';
    if (child.type === 'meta' && child.props.name === 'theme-color') themeColor = child.props.content;
  });
  return { bodyClass, themeColor };
}

jest.mock(
  '@docusaurus/Head',
  () => ({
    __esModule: true,
    default: ({ children }: { children: React.ReactNode }) => {
      mockHeads.push(mockDescribeHead(children));
      return null;
    },
  }),
  { virtual: true },
);

const mockOwner = { mode: 'light' as PaletteMode, loaded: false };
jest.mock('@site/src/modules/colorMode/ColorModeContext', () => ({ useColorModeOwner: () => mockOwner }));
jest.mock('@site/src/modules/preferences/DisplayPreferencesContext', () => ({
  useDisplayPreferences: () => ({ preferences: { direction: 'ltr' } }),
}));
jest.mock('@site/src/modules/config/useServiceUrls', () => ({
  useServiceUrls: () => ({ iconFontStylesheet: '/fonts/icons.css' }),
}));
jest.mock('@site/src/modules/iconFont/loadIconFont', () => ({ loadIconFont: jest.fn() }));

describe('<DocumentPreferences>', () => {
  beforeEach(() => {
    mockHeads.length = 0;
    Object.assign(mockOwner, { mode: 'light', loaded: false });
  });

  it('adds the body class once the stored choice is applied, never the default on the way', () => {
    const { rerender } = render(<DocumentPreferences />);
    expect(mockHeads.map((head) => head.bodyClass)).toEqual([null]);
    expect(mockHeads[0]!.themeColor).toBe(THEME_COLOR.light);
    mockHeads.length = 0;
    Object.assign(mockOwner, { mode: 'dark', loaded: true });
    act(() => rerender(<DocumentPreferences />));
    const classes = mockHeads.map((head) => head.bodyClass);
    expect(classes).not.toContain('mode-light');
    expect(classes.at(-1)).toBe('mode-dark');
    expect(mockHeads.at(-1)!.themeColor).toBe(THEME_COLOR.dark);
  });

  it('follows a change of mode in a later render than the one the change itself makes', () => {
    Object.assign(mockOwner, { mode: 'light', loaded: true });
    const { rerender } = render(<DocumentPreferences />);
    expect(mockHeads.at(-1)!.bodyClass).toBe('mode-light');
    mockHeads.length = 0;
    mockOwner.mode = 'dark';
    act(() => rerender(<DocumentPreferences />));
    // The change's own render hands the head manager what it had; the deferred render the new mode.
    expect(mockHeads[0]).toEqual({ bodyClass: 'mode-light', themeColor: THEME_COLOR.light });
    expect(mockHeads.at(-1)).toEqual({ bodyClass: 'mode-dark', themeColor: THEME_COLOR.dark });
  });
});
