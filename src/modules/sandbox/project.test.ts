import { BORDER_RADIUS, BREAKPOINTS, DEFAULT_PALETTE, FONT_SIZE, SPACING_UNIT } from '@site/src/data/constants';
import type { DemoSources } from '../../types/demo';
import {
  BASE_DEPENDENCIES,
  importedPackages,
  jsPath,
  packageOf,
  portalThemeOptions,
  SANDBOX_TOOL_VERSIONS,
  sandboxProject,
  slug,
  TAILWIND_PLAY_CDN,
  type SandboxOptions,
} from './project';

const VERSIONS = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@mui/material': '5.18.0',
  '@mui/icons-material': '5.18.0',
  '@mui/x-data-grid': '7.14.0',
  '@mui/x-data-grid-pro': '7.14.0',
  '@mui/x-date-pickers': '7.14.0',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  dayjs: '1.11.23',
  typescript: '5.9.3',
  '@types/react': '18.3.18',
  '@types/react-dom': '18.3.5',
};

const SOURCES: DemoSources = {
  name: 'BasicGrid',
  file: 'docs/x/react-data-grid/demos/BasicGrid.tsx',
  ts: "import { DataGrid, type GridColDef } from '@mui/x-data-grid';\nimport { rows } from './data/rows';\n\nconst columns: GridColDef[] = [];\n\nexport default function BasicGrid() {\n  return <DataGrid rows={rows} columns={columns} />;\n}\n",
  js: "import { DataGrid } from '@mui/x-data-grid';\nimport { rows } from './data/rows';\n\nconst columns = [];\n\nexport default function BasicGrid() {\n  return <DataGrid rows={rows} columns={columns} />;\n}\n",
  variants: {
    tailwind: {
      ts: 'import { DataGridPro } from \'@mui/x-data-grid-pro\';\n\nexport default function BasicGrid() {\n  return <div className="h-80"><DataGridPro rows={[]} columns={[]} /></div>;\n}\n',
      js: 'import { DataGridPro } from \'@mui/x-data-grid-pro\';\n\nexport default function BasicGrid() {\n  return <div className="h-80"><DataGridPro rows={[]} columns={[]} /></div>;\n}\n',
    },
  },
  modules: {
    'data/rows.ts': { ts: 'export const rows: { id: number }[] = [];\n', js: 'export const rows = [];\n' },
  },
};

const options = (overrides: Partial<SandboxOptions> = {}): SandboxOptions => ({
  sources: SOURCES,
  codeVariant: 'TS',
  codeStyling: 'system',
  versions: VERSIONS,
  pageTitle: 'Data Grid | MUI X Docs',
  pageUrl: 'http://127.0.0.1/x/react-data-grid',
  ...overrides,
});

const packageJson = (files: Record<string, string>) =>
  JSON.parse(files['package.json']!) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

describe('packageOf / importedPackages', () => {
  it('names the package of a specifier, scoped or not, and nothing for a local file', () => {
    expect(packageOf('@mui/x-data-grid/models')).toBe('@mui/x-data-grid');
    expect(packageOf('dayjs/locale/de')).toBe('dayjs');
    expect(packageOf('react')).toBe('react');
    expect(packageOf('./data/rows')).toBeNull();
    expect(packageOf('../x')).toBeNull();
  });

  it('finds static imports, side-effect imports, re-exports and dynamic imports', () => {
    const code =
      "import * as React from 'react';\nimport '@fontsource/roboto';\nexport { a } from \"@mui/lab/TabContext\";\nconst m = import('dayjs');\nimport x from './local';\n";
    expect(importedPackages(code)).toEqual(['react', '@fontsource/roboto', '@mui/lab', 'dayjs']);
  });
});

describe('sandboxProject', () => {
  it('makes a complete TypeScript Vite project: demo, local files, entry, index.html, configs, package.json', () => {
    const { files, title, description } = sandboxProject(options());
    expect(Object.keys(files)).toEqual([
      'index.html',
      'package.json',
      'src/BasicGrid.tsx',
      'src/data/rows.ts',
      'src/main.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    expect(files['src/BasicGrid.tsx']).toBe(SOURCES.ts);
    expect(files['src/data/rows.ts']).toContain('{ id: number }[]');
    expect(files['index.html']).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(files['index.html']).toContain('<div id="root"></div>');
    expect(files['index.html']).not.toContain(TAILWIND_PLAY_CDN);
    expect(files['src/main.tsx']).toContain("import Demo from './BasicGrid';");
    expect(files['src/main.tsx']).toContain("document.getElementById('root')!");
    expect(files['vite.config.ts']).toContain('plugins: [react()]');
    expect(JSON.parse(files['tsconfig.json']!).compilerOptions.jsx).toBe('react-jsx');
    expect(title).toBe('BasicGrid - Data Grid | MUI X Docs');
    expect(description).toBe('BasicGrid from http://127.0.0.1/x/react-data-grid');
  });

  it('pins exactly the installed versions of the base packages and of what the demo imports, nothing else', () => {
    const manifest = packageJson(sandboxProject(options()).files);
    expect(manifest.scripts.dev).toBe('vite');
    expect(manifest.dependencies).toEqual({
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      '@mui/material': '5.18.0',
      '@mui/x-data-grid': '7.14.0',
      react: '18.3.1',
      'react-dom': '18.3.1',
    });
    for (const name of BASE_DEPENDENCIES) expect(manifest.dependencies[name]).toBe(VERSIONS[name]);
    expect(manifest.devDependencies).toEqual({
      ...SANDBOX_TOOL_VERSIONS,
      typescript: '5.9.3',
      '@types/react': '18.3.18',
      '@types/react-dom': '18.3.5',
    });
    for (const version of [...Object.values(manifest.dependencies), ...Object.values(manifest.devDependencies)]) {
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it('makes a JavaScript project for a JS reader: .jsx/.js names, no tsconfig, no TypeScript packages', () => {
    const { files } = sandboxProject(options({ codeVariant: 'JS' }));
    expect(Object.keys(files)).toEqual([
      'index.html',
      'package.json',
      'src/BasicGrid.jsx',
      'src/data/rows.js',
      'src/main.jsx',
      'vite.config.js',
    ]);
    expect(files['src/BasicGrid.jsx']).toBe(SOURCES.js);
    expect(files['src/data/rows.js']).toBe('export const rows = [];\n');
    expect(files['src/main.jsx']).toContain("document.getElementById('root'))");
    expect(files['index.html']).toContain('src="/src/main.jsx"');
    const manifest = packageJson(files);
    expect(manifest.devDependencies).toEqual({ ...SANDBOX_TOOL_VERSIONS });
  });

  it('follows the code styling: the tailwind variant, its imports and the Tailwind CDN', () => {
    const { files } = sandboxProject(options({ codeStyling: 'tailwind' }));
    expect(files['src/BasicGrid.tsx']).toBe(SOURCES.variants.tailwind!.ts);
    expect(files['index.html']).toContain(`<script src="${TAILWIND_PLAY_CDN}"></script>`);
    expect(packageJson(files).dependencies['@mui/x-data-grid-pro']).toBe('7.14.0');
    expect(packageJson(files).dependencies['@mui/x-data-grid']).toBeUndefined();
  });

  it('falls back to the main file when the demo lacks the chosen styling', () => {
    const { files } = sandboxProject(options({ codeStyling: 'css' }));
    expect(files['src/BasicGrid.tsx']).toBe(SOURCES.ts);
    expect(files['index.html']).not.toContain(TAILWIND_PLAY_CDN);
  });

  it('adds dayjs for a date pickers demo (the adapter needs it) and the icons when imported', () => {
    const sources: DemoSources = {
      name: 'Picker',
      file: 'docs/x/react-date-pickers/demos/Picker.tsx',
      ts: "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';\nimport Add from '@mui/icons-material/Add';\nexport default function Picker() { return null; }\n",
      js: '',
      variants: {},
    };
    const { dependencies } = packageJson(sandboxProject(options({ sources })).files);
    expect(dependencies['@mui/x-date-pickers']).toBe('7.14.0');
    expect(dependencies.dayjs).toBe('1.11.23');
    expect(dependencies['@mui/icons-material']).toBe('5.18.0');
  });

  it('fails loudly rather than leave a package unpinned', () => {
    const sources: DemoSources = { ...SOURCES, ts: "import x from 'left-pad';\n", modules: undefined };
    expect(() => sandboxProject(options({ sources }))).toThrow('No installed version of left-pad');
  });

  it("renders the demo with the portal's theme defaults, taken from the spec constants", () => {
    const theme = portalThemeOptions();
    expect(theme.breakpoints.values).toEqual(BREAKPOINTS);
    expect(theme.spacing).toBe(SPACING_UNIT);
    expect(theme.shape.borderRadius).toBe(BORDER_RADIUS.default);
    expect(theme.typography.fontSize).toBe(FONT_SIZE);
    expect(theme.palette.primary.main).toBe(DEFAULT_PALETTE.light.primary);
    const { files } = sandboxProject(options());
    expect(files['src/main.tsx']).toContain(`const theme = createTheme(${JSON.stringify(theme, null, 2)});`);
  });
});

describe('jsPath / slug', () => {
  it('gives the JavaScript twin of a TypeScript path, other files unchanged', () => {
    expect(jsPath('data/rows.ts')).toBe('data/rows.js');
    expect(jsPath('Demo.tsx')).toBe('Demo.jsx');
    expect(jsPath('Grid.css')).toBe('Grid.css');
  });

  it('makes a package name of a demo name', () => {
    expect(slug('BasicGrid')).toBe('basic-grid');
    expect(slug('DataGridPro2')).toBe('data-grid-pro2');
  });
});
