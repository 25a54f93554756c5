import {
  BACKGROUND,
  BORDER_RADIUS,
  BREAKPOINTS,
  CONTRAST_THRESHOLD,
  DEFAULT_PALETTE,
  FONT_SIZE,
  HTML_FONT_SIZE,
  SPACING_UNIT,
  TONAL_OFFSET,
} from '@site/src/data/constants';
import type { CodeStyling, CodeVariant } from '@site/src/modules/codePreferences/codePreferences';
import type { DemoSources } from '../../types/demo';

/**
 * A demo as a complete Vite project, for "Open in StackBlitz" and "Open in CodeSandbox": the demo
 * in the reader's variant (TS or JS, and the code styling when the demo has it), the local files it
 * imports, an entry that renders it with the portal's theme defaults, `index.html`, a Vite config
 * and a `package.json` that pins the exact versions the portal is built with. Pure: the versions
 * come in (read from the installed packages at build time, config/sandbox/packageVersions.ts).
 */
export interface SandboxProject {
  title: string;
  description: string;
  /** Path in the project to its text. */
  files: Record<string, string>;
}

/** The build tools of the project (not installed in the portal, which builds with Docusaurus). */
export const SANDBOX_TOOL_VERSIONS = { vite: '5.4.11', '@vitejs/plugin-react': '4.3.4' } as const;

/** What every project depends on, whatever the demo imports. */
export const BASE_DEPENDENCIES = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'] as const;

/** The TypeScript toolchain, in a TS project only. */
export const TS_DEV_DEPENDENCIES = ['typescript', '@types/react', '@types/react-dom'] as const;

/** Tailwind's Play CDN: the tailwind variant's classes work in the project without a build step. */
export const TAILWIND_PLAY_CDN = 'https://cdn.tailwindcss.com';

export interface SandboxOptions {
  sources: DemoSources;
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  /** Exact versions of the installed packages (`customFields.sandboxVersions`). */
  versions: Readonly<Record<string, string>>;
  /** The page the demo is on (its title and address describe the project). */
  pageTitle: string;
  pageUrl: string;
}

/** The package an import specifier names: `@mui/x-data-grid/models` -> `@mui/x-data-grid`, `dayjs/locale/de` -> `dayjs`. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The packages a source imports (static imports, re-exports, dynamic imports), in order of appearance. */
export function importedPackages(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    const name = packageOf(match[1]!);
    if (name) found.add(name);
  }
  return [...found];
}

/** The theme options of the portal's defaults (spec constants), for `createTheme` in the entry. */
export function portalThemeOptions() {
  return {
    palette: {
      mode: 'light',
      contrastThreshold: CONTRAST_THRESHOLD,
      tonalOffset: TONAL_OFFSET,
      primary: { main: DEFAULT_PALETTE.light.primary },
      secondary: { main: DEFAULT_PALETTE.light.secondary },
      background: { ...BACKGROUND.light },
    },
    breakpoints: { values: { ...BREAKPOINTS } },
    spacing: SPACING_UNIT,
    shape: { borderRadius: BORDER_RADIUS.default },
    typography: { fontSize: FONT_SIZE, htmlFontSize: HTML_FONT_SIZE },
  };
}

/** `data/rows.ts` -> `data/rows.js`, `Demo.tsx` -> `Demo.jsx`: a TypeScript path as its JavaScript twin. */
export function jsPath(file: string): string {
  return file.replace(/\.ts$/, '.js').replace(/\.tsx$/, '.jsx');
}

function pinned(names: Iterable<string>, versions: Readonly<Record<string, string>>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of [...new Set(names)].sort()) {
    const version = versions[name];
    if (!version) throw new Error(`No installed version of ${name} to pin in the sandbox project`);
    result[name] = version;
  }
  return result;
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** The code of the reader's choice: the styling variant when the demo has it, else the main file. */
function chosenCode(sources: DemoSources, codeVariant: CodeVariant, codeStyling: CodeStyling) {
  const variant = codeStyling !== 'system' ? sources.variants[codeStyling] : undefined;
  const pair = variant ?? sources;
  return { code: codeVariant === 'JS' ? pair.js : pair.ts, styling: variant ? codeStyling : 'system' };
}

/** The whole project of one demo for the reader's choices. */
export function sandboxProject({
  sources,
  codeVariant,
  codeStyling,
  versions,
  pageTitle,
  pageUrl,
}: SandboxOptions): SandboxProject {
  const ts = codeVariant === 'TS';
  const { code, styling } = chosenCode(sources, codeVariant, codeStyling);
  const demoFile = `src/${sources.name}.${ts ? 'tsx' : 'jsx'}`;
  const entryFile = `src/main.${ts ? 'tsx' : 'jsx'}`;
  const files: Record<string, string> = { [demoFile]: code };

  // The local files the demo imports, beside it in src/ as in the portal.
  for (const [file, pair] of Object.entries(sources.modules ?? {})) {
    files[`src/${ts ? file : jsPath(file)}`] = ts ? pair.ts : pair.js;
  }

  const imported = Object.values(files).flatMap(importedPackages);
  // The date pickers' Day.js adapter needs dayjs, which the demo itself may not import.
  if (imported.some((name) => name.startsWith('@mui/x-date-pickers')) && versions.dayjs) imported.push('dayjs');
  const dependencies = pinned([...BASE_DEPENDENCIES, ...imported], versions);
  const devDependencies = {
    ...SANDBOX_TOOL_VERSIONS,
    ...(ts ? pinned(TS_DEV_DEPENDENCIES, versions) : {}),
  };

  files[entryFile] = [
    "import * as React from 'react';",
    "import * as ReactDOM from 'react-dom/client';",
    "import CssBaseline from '@mui/material/CssBaseline';",
    "import { ThemeProvider, createTheme } from '@mui/material/styles';",
    `import Demo from './${sources.name}';`,
    '',
    "// The portal's theme defaults (light mode).",
    `const theme = createTheme(${JSON.stringify(portalThemeOptions(), null, 2)});`,
    '',
    `ReactDOM.createRoot(document.getElementById('root')${ts ? '!' : ''}).render(`,
    '  <React.StrictMode>',
    '    <ThemeProvider theme={theme}>',
    '      <CssBaseline />',
    '      <Demo />',
    '    </ThemeProvider>',
    '  </React.StrictMode>,',
    ');',
    '',
  ].join('\n');

  files['index.html'] = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    `    <title>${escapeHtml(sources.name)}</title>`,
    ...(styling === 'tailwind' ? [`    <script src="${TAILWIND_PLAY_CDN}"></script>`] : []),
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    `    <script type="module" src="/${entryFile}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');

  files[`vite.config.${ts ? 'ts' : 'js'}`] = [
    "import { defineConfig } from 'vite';",
    "import react from '@vitejs/plugin-react';",
    '',
    'export default defineConfig({',
    '  plugins: [react()],',
    '});',
    '',
  ].join('\n');

  if (ts) {
    files['tsconfig.json'] = json({
      compilerOptions: {
        target: 'ES2020',
        lib: ['ES2020', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        skipLibCheck: true,
        isolatedModules: true,
        noEmit: true,
      },
      include: ['src'],
    });
  }

  files['package.json'] = json({
    name: slug(sources.name),
    private: true,
    version: '0.0.0',
    type: 'module',
    description: `${sources.name} from ${pageUrl}`,
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies,
    devDependencies,
  });

  return {
    title: `${sources.name} - ${pageTitle}`,
    description: `${sources.name} from ${pageUrl}`,
    files: Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** A package name from a demo name: `BasicGrid` -> `basic-grid`. */
export function slug(name: string): string {
  return (
    name
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'demo'
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
