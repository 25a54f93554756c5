/** @jest-environment jsdom */
import React from 'react';
import { render, screen } from '@testing-library/react';
import useTheme from '@mui/material/styles/useTheme';
import { removeMatchMedia, stubMatchMedia } from '@site/test/mocks/matchMedia';

// MUI's theme builder, counted: the real one behind a mock function.
jest.mock('@mui/material/styles/experimental_extendTheme', () => {
  const actual = jest.requireActual('@mui/material/styles/experimental_extendTheme');
  return { __esModule: true, default: jest.fn((...args: unknown[]) => actual.default(...args)) };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports
const extendTheme = (require('@mui/material/styles/experimental_extendTheme') as { default: jest.Mock }).default;

// Required after the mock, as the bundle evaluates it: with the first page's modules.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const stand = require('./MuiCssVarsProvider') as typeof import('./MuiCssVarsProvider');
const realExtendTheme = (
  jest.requireActual('@mui/material/styles/experimental_extendTheme') as {
    default: typeof import('@mui/material/styles').experimental_extendTheme;
  }
).default;

function PrimaryColour(): React.JSX.Element {
  const theme = useTheme();
  return <p>{`primary ${theme.palette.primary.main} font ${theme.typography.fontFamily ? 'set' : 'unset'}`}</p>;
}

describe('the CssVarsProvider stand-in', () => {
  beforeEach(stubMatchMedia);
  afterEach(() => {
    removeMatchMedia();
    window.localStorage.clear(); // the provider stores the mode it last had
  });

  it('builds no theme when it is evaluated', () => {
    expect(extendTheme).not.toHaveBeenCalled();
  });

  it('exports what MUI’s module exports', () => {
    expect(Object.keys(stand).sort()).toEqual([
      'Experimental_CssVarsProvider',
      'getInitColorSchemeScript',
      'useColorScheme',
    ]);
  });

  it('gives the components below it the theme it is given, with MUI’s typography', () => {
    const theme = realExtendTheme({ colorSchemes: { light: { palette: { primary: { main: '#7b1fa2' } } } } });
    extendTheme.mockClear();
    render(
      <stand.Experimental_CssVarsProvider theme={theme} colorSchemeNode={null}>
        <PrimaryColour />
      </stand.Experimental_CssVarsProvider>,
    );
    expect(screen.getByText('primary #7b1fa2 font set')).toBeInTheDocument();
    expect(extendTheme).not.toHaveBeenCalled();
  });

  it('builds MUI’s default theme, once, for a provider given no theme', () => {
    const { unmount } = render(
      <stand.Experimental_CssVarsProvider colorSchemeNode={null}>
        <PrimaryColour />
      </stand.Experimental_CssVarsProvider>,
    );
    expect(screen.getByText('primary #1976d2 font set')).toBeInTheDocument();
    unmount();
    render(
      <stand.Experimental_CssVarsProvider colorSchemeNode={null}>
        <PrimaryColour />
      </stand.Experimental_CssVarsProvider>,
    );
    expect(extendTheme).toHaveBeenCalledTimes(1);
  });

  it('keeps the provider’s colour-scheme hook and script', () => {
    function Mode(): React.JSX.Element {
      return <p>{`mode ${stand.useColorScheme().mode ?? 'none'}`}</p>;
    }
    render(
      <stand.Experimental_CssVarsProvider colorSchemeNode={null} defaultMode="dark">
        <Mode />
      </stand.Experimental_CssVarsProvider>,
    );
    expect(screen.getByText('mode dark')).toBeInTheDocument();
    expect(stand.getInitColorSchemeScript()).toBeTruthy();
  });
});
