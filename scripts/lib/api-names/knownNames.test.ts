import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  declarationFiles,
  demoNames,
  emptyNames,
  iconNames,
  installedNames,
  operatorValues,
  scanDeclarationText,
  sourceIdentifiers,
} from './knownNames';

const PROJECT = path.resolve(__dirname, '..', '..', '..');

describe('scanDeclarationText', () => {
  it('collects identifiers and string literals, and skips comments', () => {
    const names = scanDeclarationText(
      [
        '/** Mentioned only in a comment: onlyInJsDoc. @default false */',
        'export interface GridThing {',
        '  // and lineCommentName',
        "  'columnHeader--sorted': string;",
        '  autosizeColumns: (options?: GridAutosizeOptions) => Promise<void>;',
        '}',
      ].join('\n'),
      emptyNames(),
    );
    expect(names.identifiers).toEqual(
      new Set([
        'export',
        'interface',
        'GridThing',
        'string',
        'autosizeColumns',
        'options',
        'GridAutosizeOptions',
        'Promise',
        'void',
      ]),
    );
    expect(names.strings).toEqual(new Set(['columnHeader--sorted']));
  });

  it('follows template literal types, so the text after one is still read', () => {
    const names = scanDeclarationText(
      'type Size = `${number}px`;\nexport declare const afterTemplate: Size;',
      emptyNames(),
    );
    expect(names.identifiers.has('afterTemplate')).toBe(true);
    expect(names.identifiers.has('number')).toBe(true);
    expect(names.identifiers.has('px')).toBe(false);
  });
});

describe('iconNames and operatorValues', () => {
  it('lists each icon as Name and NameIcon', () => {
    expect(iconNames('export const Delete: SvgIconComponent;\nexport const AcUnit: SvgIconComponent;\n')).toEqual([
      'Delete',
      'DeleteIcon',
      'AcUnit',
      'AcUnitIcon',
    ]);
  });

  it("reads the filter operators' values from the grid's JavaScript", () => {
    expect(operatorValues("}, {\n  value: 'isAnyOf',\n  getApplyFilterFn: f\n}, {\n  value: 'isEmpty',")).toEqual([
      'isAnyOf',
      'isEmpty',
    ]);
  });
});

describe('sourceIdentifiers', () => {
  it('collects the identifiers of a demo, not its JSX text, strings or comments', () => {
    const names = sourceIdentifiers(
      'Demo.tsx',
      "// commentName\nexport default function FixtureDemo() { const rowsOfDemo = ['stringName']; return <p>Don't textName {rowsOfDemo.length}</p>; }",
    );
    expect([...names].sort()).toEqual(['FixtureDemo', 'length', 'p', 'rowsOfDemo']);
  });
});

describe('declarationFiles and demoNames', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-names-'));
    fs.mkdirSync(path.join(dir, 'pkg', 'themeAugmentation'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'pkg', 'node_modules', 'dep'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'pkg', 'index.d.ts'), 'export {};');
    fs.writeFileSync(path.join(dir, 'pkg', 'themeAugmentation', 'index.d.ts'), 'export {};');
    fs.writeFileSync(path.join(dir, 'pkg', 'themeAugmentation', 'index.js'), '');
    fs.writeFileSync(path.join(dir, 'pkg', 'node_modules', 'dep', 'index.d.ts'), 'export {};');
    fs.mkdirSync(path.join(dir, 'demos'));
    fs.writeFileSync(path.join(dir, 'demos', 'One.tsx'), 'export default function DemoOne() { return null; }');
    fs.writeFileSync(path.join(dir, 'demos', 'notes.md'), 'NotADemoName');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds the .d.ts files below a folder, skipping node_modules, and reports entry points', () => {
    const entryPoints: string[] = [];
    const files = declarationFiles(path.join(dir, 'pkg'), entryPoints).map((file) => path.relative(dir, file));
    expect(files.sort()).toEqual([path.join('pkg', 'index.d.ts'), path.join('pkg', 'themeAugmentation', 'index.d.ts')]);
    expect(entryPoints).toEqual(['themeAugmentation']);
  });

  it("reads the names of a demos folder's TypeScript files, and none for a missing folder", () => {
    expect([...demoNames(path.join(dir, 'demos'))]).toEqual(['DemoOne']);
    expect(demoNames(path.join(dir, 'missing')).size).toBe(0);
  });
});

describe('installedNames (the installed packages)', () => {
  it('knows 7.14.0 names, not later ones or names only in comments, within a few seconds', () => {
    const started = performance.now();
    const { identifiers, strings } = installedNames(PROJECT);
    expect(performance.now() - started).toBeLessThan(15_000);
    for (const name of [
      'DataGrid',
      'checkboxSelection',
      'autosizeColumns',
      'DEFAULT_GRID_AUTOSIZE_OPTIONS',
      'DatePicker',
      'BarChart',
    ]) {
      expect(identifiers.has(name)).toBe(true);
    }
    // React, TypeScript's DOM library, icons, entry points and the grid's filter operators.
    for (const name of [
      'ReactNode',
      'localStorage',
      'DeleteIcon',
      'themeAugmentation',
      'AdapterDateFnsV3',
      'isAnyOf',
    ]) {
      expect(identifiers.has(name)).toBe(true);
    }
    expect(strings.has('columnHeader--sorted')).toBe(true);
    // rowSpanning arrived after 7.14.0; RichTreeViewPro is in a package the portal does not install.
    for (const name of ['rowSpanning', 'RichTreeViewPro', 'useGridMagic']) expect(identifiers.has(name)).toBe(false);
    expect(installedNames(PROJECT)).toBe(installedNames(PROJECT));
  });
});
