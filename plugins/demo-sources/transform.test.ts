import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@babel/core';
import { dropEmptiedLines, formatTs, PRETTIER_OPTIONS, tsToJs } from './transform';

const DEMOS = path.join(__dirname, '__fixtures__', 'demos');
const demo = (name: string) => {
  const file = path.join(DEMOS, name);
  return { file, source: readFileSync(file, 'utf8') };
};

/** Parses as plain JavaScript with JSX: any type syntax left over is a syntax error. */
function parseAsJsx(code: string): void {
  parseSync(code, {
    babelrc: false,
    configFile: false,
    sourceType: 'module',
    filename: 'check.jsx',
    parserOpts: { plugins: ['jsx'] },
  });
}

const TYPE_SYNTAX = [
  /\binterface\s/,
  /^\s*(export\s+)?type\s/m,
  /\bimport\s+type\b/,
  /\{\s*type\s/,
  /\bsatisfies\b/,
  /\bas const\b/,
  /\bas Step\b/,
  /useState</,
  /useRef</,
  /\):\s*(void|React\.JSX\.Element)/,
  /<GenericList</,
  /<DataGrid</,
];

describe('tsToJs on representative demos', () => {
  it.each(['GenericList.tsx', 'Counter.tsx', 'BasicGrid.tsx'])(
    '%s: no type syntax left, still parses as JSX',
    async (name) => {
      const { file, source } = demo(name);
      const js = await tsToJs(source, file);
      expect(() => parseAsJsx(js)).not.toThrow();
      for (const pattern of TYPE_SYNTAX) expect(js).not.toMatch(pattern);
      // JSX and ES modules are kept as written, not compiled.
      expect(js).toMatch(/^import /m);
      expect(js).toMatch(/^export default function /m);
      expect(js).toMatch(/<\/?[A-Z]\w*[\s>]/);
      expect(js).not.toMatch(/React\.createElement|_jsx\(|require\(/);
    },
  );

  it('keeps the blank lines between statements, without adding any where types were removed', async () => {
    const { file, source } = demo('BasicGrid.tsx');
    expect(await tsToJs(source, file)).toBe(
      [
        "import Box from '@mui/material/Box';",
        "import { DataGrid } from '@mui/x-data-grid';",
        "import './grid.css';",
        '',
        'const rows = [',
        "  { id: 1, firstName: 'Jon', lastName: 'Snow', age: 14 },",
        "  { id: 2, firstName: 'Cersei', lastName: 'Lannister', age: 31 },",
        "  { id: 3, firstName: 'Arya', lastName: 'Stark', age: null },",
        '];',
        'const columns = [',
        "  { field: 'firstName', headerName: 'First name', width: 150 },",
        "  { field: 'lastName', headerName: 'Last name', width: 150 },",
        "  { field: 'age', headerName: 'Age', type: 'number', width: 90 },",
        '  {',
        "    field: 'fullName',",
        "    headerName: 'Full name',",
        '    sortable: false,',
        '    width: 180,',
        '    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,',
        '  },',
        '];',
        '',
        'export default function BasicGrid() {',
        '  return (',
        "    <Box sx={{ height: 300, width: '100%' }}>",
        '      <DataGrid rows={rows} columns={columns} />',
        '    </Box>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('keeps blank lines inside functions and between top-level blocks', async () => {
    const { file, source } = demo('Counter.tsx');
    const js = await tsToJs(source, file);
    expect(js).toContain(
      "import Typography from '@mui/material/Typography';\n\nconst STEPS = [1, 5, 10];\n\nconst buttonProps = {",
    );
    expect(js).toContain('};\n\nconst toStep = (value) => value;\n\nexport default function Counter() {');
    expect(js).toContain('  const label = React.useRef(null);\n\n  const add = (step) => {');
    expect(js).toContain('  };\n\n  return (');
  });

  it('drops type-only imports and imported names used only as types, keeps value imports', async () => {
    const grid = await tsToJs(demo('BasicGrid.tsx').source, 'BasicGrid.tsx');
    expect(grid).toContain("import { DataGrid } from '@mui/x-data-grid';");
    expect(grid).not.toMatch(/GridColDef|GridRowsProp|GridValidRowModel/);
    expect(grid).toContain("import './grid.css';");

    const list = await tsToJs(demo('GenericList.tsx').source, 'GenericList.tsx');
    expect(list).toContain("import * as React from 'react';");
    expect(list).toContain("import List from '@mui/material/List';");
    expect(list).not.toMatch(/ReactNode|SxProps|Theme/);

    const counter = await tsToJs(demo('Counter.tsx').source, 'Counter.tsx');
    expect(counter).toContain("import Button from '@mui/material/Button';");
    expect(counter).not.toMatch(/ButtonProps|styles'/);
  });

  it('removes satisfies, as casts, as const, non-null assertions and generics', async () => {
    const js = await tsToJs(demo('Counter.tsx').source, 'Counter.tsx');
    expect(js).toContain("const buttonProps = {\n  variant: 'outlined',\n  size: 'small',\n};");
    expect(js).toContain('const toStep = (value) => value;');
    expect(js).toContain('React.useState(0)');
    expect(js).toContain('React.useState(null)');
    expect(js).toContain('<Typography ref={label}>');
  });

  it('formats with single quotes, trailing commas and a 90-column width', async () => {
    const js = await tsToJs(
      'const a: string = "x"\nexport const veryLongName = { first: "aaaaaaaaaaaa", second: "bbbbbbbbbbbbb", third: "cccccccccc" }',
      'Format.tsx',
    );
    expect(js).toBe(
      "const a = 'x';\nexport const veryLongName = {\n  first: 'aaaaaaaaaaaa',\n  second: 'bbbbbbbbbbbbb',\n  third: 'cccccccccc',\n};\n",
    );
  });

  it('keeps comments, and reads Windows line endings', async () => {
    const js = await tsToJs(
      '// Lead comment\r\ntype A = 1;\r\n\r\n/** Doc. */\r\nexport const a: A = 1;\r\n',
      'Crlf.tsx',
    );
    expect(js).toBe('// Lead comment\n\n/** Doc. */\nexport const a = 1;\n');
  });

  it('does not touch blank lines inside template literals', async () => {
    const js = await tsToJs(
      'type T = string;\nconst text: T = `one\n\nthree`;\nexport default text;\n',
      'Template.tsx',
    );
    expect(js).toBe('const text = `one\n\nthree`;\nexport default text;\n');
  });
});

describe('tsToJs: the JS keeps the blank lines the author wrote, and only those', () => {
  it('adds no blank line between JSX children where a typed prop was (Babel with retainLines did)', async () => {
    const source = [
      "import * as React from 'react';",
      "import TextField from '@mui/material/TextField';",
      '',
      'export default function Name() {',
      "  const [name, setName] = React.useState<string>('');",
      '  return (',
      '    <div>',
      '      <TextField',
      '        label="Name"',
      '        value={name}',
      '        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setName(event.target.value)}',
      '      />',
      '      <p>{name}</p>',
      '    </div>',
      '  );',
      '}',
      '',
    ].join('\n');
    const js = await tsToJs(source, 'Name.tsx');
    expect(js).toContain('      />\n      <p>{name}</p>');
    expect(js).not.toMatch(/\n\s*\n\s*<p>/);
  });

  it("removes a removed declaration's doc comment with it, rather than giving it to the next statement", async () => {
    const source =
      'interface Row {\n  id: number;\n}\n\n/** One row per order. */\ninterface Order {\n  id: number;\n}\nconst rows: Row[] = [];\nexport default rows;\n';
    expect(await tsToJs(source, 'Rows.tsx')).toBe('const rows = [];\nexport default rows;\n');
  });

  it('keeps a multi-line JSX comment as written', async () => {
    const source = [
      'export default function Note() {',
      '  return (',
      '    <div>',
      '      {/* The first line of a note that goes on',
      '          to a second line, indented by hand. */}',
      '      <span />',
      '    </div>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(await tsToJs(source, 'Note.tsx')).toBe(source);
  });

  it('reads a .ts file without JSX, so an angle-bracket type assertion is erased', async () => {
    expect(await tsToJs("const size = <number>JSON.parse('1');\nexport default size;\n", 'data/size.ts')).toBe(
      "const size = JSON.parse('1');\nexport default size;\n",
    );
  });
});

describe('tsToJs: a source without types', () => {
  it('is its own JavaScript, as written', async () => {
    const source =
      'import Button from \'@mui/material/Button\';\n\nexport default function Plain() {\n  return <Button>{"Go"}</Button>\n}\n';
    expect(await tsToJs(source, 'Plain.tsx')).toBe(source);
  });
});

describe('dropEmptiedLines', () => {
  it('drops the lines that are blank in the output only', () => {
    const source = "import a from 'a';\nimport type B from 'b';\n\nconst c = 1;\ntype D = 2;\n";
    const code = "import a from 'a';\n\n\nconst c = 1;\n\n";
    expect(dropEmptiedLines(code, source)).toBe("import a from 'a';\n\nconst c = 1;\n");
  });

  it('keeps every line when the line counts differ', () => {
    expect(dropEmptiedLines('a\n\nb', 'a\nx\ny\nb')).toBe('a\n\nb');
  });
});

describe('tsToJs refusals and errors', () => {
  it('refuses enums, naming the file', async () => {
    const file = '/site/docs/x/demos/WithEnum.tsx';
    await expect(tsToJs('export enum Color {\n  Red,\n}\n', file)).rejects.toThrow(
      /^\/site\/docs\/x\/demos\/WithEnum\.tsx: demos must not use enums \(enum Color\)/,
    );
    await expect(tsToJs('const enum Size { S = 1 }\nexport const s = Size.S;\n', 'Const.tsx')).rejects.toThrow(
      /^Const\.tsx: demos must not use enums/,
    );
  });

  it('refuses namespaces but accepts ambient declarations', async () => {
    await expect(tsToJs('namespace N { export const a = 1; }', 'Ns.tsx')).rejects.toThrow(
      /^Ns\.tsx: demos must not use namespaces/,
    );
    await expect(
      tsToJs('declare global { interface Window { demo?: string } }\nexport const a = 1;\n', 'Ambient.tsx'),
    ).resolves.toBe('export const a = 1;\n');
  });

  it('reports a syntax error with the file path first', async () => {
    const file = path.join(DEMOS, 'Broken.tsx');
    const error = await tsToJs('export default function Broken() {\n  return <div>;\n}\n', file).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message.startsWith(`${file}: `)).toBe(true);
    expect((error as Error).message).toMatch(/\(2:\d+\)/);
    // Babel's code frame points at the line.
    expect((error as Error).message).toMatch(/> 2 \|/);
  });

  it('keeps the code frame plain in a terminal with colour (FORCE_COLOR, as on CI)', async () => {
    const saved = process.env.FORCE_COLOR;
    process.env.FORCE_COLOR = '1';
    try {
      let message = '';
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('./transform');
        const enumError = await fresh.tsToJs('enum Size { S }\n', 'Enum.tsx').catch((e: unknown) => e);
        const syntaxError = await fresh.tsToJs('const = 1;\n', 'Bad.tsx').catch((e: unknown) => e);
        message = `${(enumError as Error).message}\n${(syntaxError as Error).message}`;
      });
      expect(message).toMatch(/> 1 \|/);
      // No escape code (ESC, 0x1b) in either message.
      expect(message).not.toMatch(new RegExp(String.fromCharCode(27)));
    } finally {
      if (saved === undefined) delete process.env.FORCE_COLOR;
      else process.env.FORCE_COLOR = saved;
    }
  });

  it('names a relative path as given', async () => {
    await expect(tsToJs('const = 1;', 'demos/Rel.tsx')).rejects.toThrow(/^demos\/Rel\.tsx: /);
  });
});

describe('the repository formats demo files as they are shown', () => {
  it('gives demo folders the options of the shown sources in .prettierrc.json', () => {
    const config = JSON.parse(readFileSync(path.join(__dirname, '..', '..', '.prettierrc.json'), 'utf8')) as {
      overrides: { files: string[]; options: Record<string, unknown> }[];
      [option: string]: unknown;
    };
    const override = config.overrides.find((entry) => entry.files.includes('docs/**/demos/**/*.{ts,tsx}'));
    expect(override?.files).toContain('i18n/**/demos/**/*.{ts,tsx}');
    const base = Object.fromEntries(Object.entries(config).filter(([key]) => key !== 'overrides'));
    expect({ ...base, ...override?.options }).toEqual(PRETTIER_OPTIONS);
  });
});

describe('formatTs', () => {
  it('formats TypeScript with the same options and keeps every type', async () => {
    const ts = await formatTs(
      'import type {A} from "./a"\ninterface P { a: A }\n\n\nexport const p = {a: "x"} as unknown as P satisfies P',
      'P.tsx',
    );
    expect(ts).toBe(
      "import type { A } from './a';\ninterface P {\n  a: A;\n}\n\nexport const p = { a: 'x' } as unknown as P satisfies P;\n",
    );
  });

  it('keeps the TypeScript that only a TypeScript-aware parser reads (generic arrows in TSX, overloads, abstract classes, declare)', async () => {
    const source = [
      'declare module "*.svg" {',
      '  const url: string;',
      '  export default url;',
      '}',
      'export const identity = <T,>(value: T): T => value;',
      'export function pick(key: string): string;',
      'export function pick(key: number): number;',
      'export function pick(key: string | number) {',
      '  return key;',
      '}',
      'export abstract class Shape {',
      '  protected abstract area(): number;',
      '  readonly sides?: number;',
      '}',
      'export type Keys<T> = { [K in keyof T as `on${string & K}`]-?: T[K] };',
      '',
    ].join('\n');
    expect(await formatTs(source, 'Typed.tsx')).toBe(source.replace('"*.svg"', "'*.svg'"));
  });

  it('leaves an already formatted demo unchanged', async () => {
    const { file, source } = demo('BasicGrid.tsx');
    expect(await formatTs(source, file)).toBe(source);
  });

  it('reports a syntax error with the file path first', async () => {
    await expect(formatTs('const a = <div>;', '/x/Bad.tsx')).rejects.toThrow(/^\/x\/Bad\.tsx: /);
  });
});
