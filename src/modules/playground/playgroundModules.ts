/**
 * What a playground snippet may import. The snippet's `import` statements are compiled to
 * `require(...)` calls; this registry answers them from the packages bundled with the page, so the
 * playground never fetches code. Anything else fails with a message listing what is available.
 */
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as Material from '@mui/material';
import * as MaterialColors from '@mui/material/colors';
import { playgroundIcons } from './playgroundIcons';

export type ModuleNamespace = Record<string, unknown>;

const MATERIAL_PREFIX = '@mui/material/';
const ICONS_PREFIX = '@mui/icons-material/';

/** Modules importable as a whole. */
const WHOLE_MODULES: Readonly<Record<string, ModuleNamespace>> = {
  react: React as unknown as ModuleNamespace,
  'react/jsx-runtime': ReactJsxRuntime as unknown as ModuleNamespace,
  '@mui/material': Material as unknown as ModuleNamespace,
  '@mui/material/styles': Material as unknown as ModuleNamespace,
  '@mui/material/colors': MaterialColors as unknown as ModuleNamespace,
  '@mui/icons-material': { __esModule: true, ...playgroundIcons },
};

/** A component's own entry point (`@mui/material/Button`): its default export plus the named ones. */
function componentModule(component: unknown): ModuleNamespace {
  return { ...(Material as unknown as ModuleNamespace), __esModule: true, default: component };
}

export class PlaygroundImportError extends Error {
  constructor(specifier: string) {
    super(
      `'${specifier}' cannot be imported in the playground. Available: react, @mui/material ` +
        `(and @mui/material/<Component>, /styles, /colors), and these icons from @mui/icons-material: ` +
        `${Object.keys(playgroundIcons).join(', ')}.`,
    );
    this.name = 'PlaygroundImportError';
  }
}

/** Resolves one import of a snippet; throws a readable error for anything not bundled. */
export function playgroundRequire(specifier: string): ModuleNamespace {
  const whole = WHOLE_MODULES[specifier];
  if (whole) return whole;
  if (specifier.startsWith(MATERIAL_PREFIX)) {
    const name = specifier.slice(MATERIAL_PREFIX.length);
    const component = /^[A-Z]\w*$/.test(name) ? (Material as unknown as ModuleNamespace)[name] : undefined;
    if (component) return componentModule(component);
  }
  if (specifier.startsWith(ICONS_PREFIX)) {
    const icon = playgroundIcons[specifier.slice(ICONS_PREFIX.length)];
    if (icon) return { __esModule: true, default: icon };
  }
  throw new PlaygroundImportError(specifier);
}
