import * as React from 'react';
import * as Material from '@mui/material';
import { PlaygroundImportError, playgroundRequire } from './playgroundModules';
import { playgroundIcons } from './playgroundIcons';

describe('playgroundRequire', () => {
  it('answers react and the whole of Material UI', () => {
    expect(playgroundRequire('react').useState).toBe(React.useState);
    expect(playgroundRequire('@mui/material').Button).toBe(Material.Button);
    expect(playgroundRequire('@mui/material/styles').createTheme).toBe(Material.createTheme);
  });

  it("answers a component's own entry point with a default export and the named ones", () => {
    const buttonModule = playgroundRequire('@mui/material/Button');
    expect(buttonModule.__esModule).toBe(true);
    expect(buttonModule.default).toBe(Material.Button);
    expect(buttonModule.buttonClasses).toBe(Material.buttonClasses);
  });

  it('answers the bundled icons, by path and by name', () => {
    expect(playgroundRequire('@mui/icons-material/Delete').default).toBe(playgroundIcons.Delete);
    expect(playgroundRequire('@mui/icons-material').Send).toBe(playgroundIcons.Send);
  });

  it('refuses anything else with a message naming the import and what is available', () => {
    for (const specifier of [
      'lodash',
      '@mui/material/NoSuchThing',
      '@mui/material/styles/createTheme',
      '@mui/icons-material/Alarm',
      '../secret',
    ]) {
      expect(() => playgroundRequire(specifier)).toThrow(PlaygroundImportError);
      expect(() => playgroundRequire(specifier)).toThrow(`'${specifier}' cannot be imported in the playground`);
    }
    expect(() => playgroundRequire('lodash')).toThrow(/Available: react, @mui\/material/);
  });
});
