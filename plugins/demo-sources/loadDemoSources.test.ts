import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadDemoSources, variantFileList, variantFiles } from './loadDemoSources';

let siteDir: string;
let demosDir: string;

beforeEach(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'demo-sources-'));
  demosDir = path.join(siteDir, 'docs', 'x', 'react-data-grid', 'demos');
  mkdirSync(demosDir, { recursive: true });
});

afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

const write = (name: string, source: string): string => {
  const file = path.join(demosDir, name);
  writeFileSync(file, source);
  return file;
};

const BASIC_GRID = `import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [{ field: 'name', headerName: "Name" }];

export default function BasicGrid() {
  return <DataGrid rows={[]} columns={columns} />;
}
`;

const TAILWIND = `import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [{ field: 'name' }];

export default function BasicGrid() {
  return <div className="h-80 w-full"><DataGrid rows={[]} columns={columns} /></div>;
}
`;

describe('loadDemoSources', () => {
  it('reads a demo and its tailwind variant, with TS and JS of each', async () => {
    const file = write('BasicGrid.tsx', BASIC_GRID);
    write('BasicGrid.tailwind.tsx', TAILWIND);

    const sources = await loadDemoSources(file, { siteDir });

    expect(sources.name).toBe('BasicGrid');
    expect(sources.file).toBe('docs/x/react-data-grid/demos/BasicGrid.tsx');
    // The TS as written: the repository's Prettier keeps demo files formatted, the build does not.
    expect(sources.ts).toBe(BASIC_GRID);
    expect(sources.js).toBe(
      "import { DataGrid } from '@mui/x-data-grid';\n\nconst columns = [{ field: 'name', headerName: 'Name' }];\n\nexport default function BasicGrid() {\n  return <DataGrid rows={[]} columns={columns} />;\n}\n",
    );
    expect(Object.keys(sources.variants)).toEqual(['tailwind']);
    expect(sources.variants.tailwind?.ts).toContain('import { DataGrid, type GridColDef } from');
    expect(sources.variants.tailwind?.ts).toBe(TAILWIND);
    // The JS is formatted: the long line is broken.
    expect(sources.variants.tailwind?.js).toContain('<div className="h-80 w-full">\n');
    expect(sources.variants.tailwind?.js).toContain(
      "import { DataGrid } from '@mui/x-data-grid';\n\nconst columns = [{ field: 'name' }];",
    );
    expect(sources.variants.tailwind?.js).not.toContain('GridColDef');
    expect(sources.variants.css).toBeUndefined();
  });

  it('lists variants in a fixed order and survives JSON', async () => {
    const file = write('Both.tsx', 'export default function Both() {\n  return null;\n}\n');
    write('Both.css.tsx', "import './both.css';\n\nexport default function Both() {\n  return null;\n}\n");
    write('Both.tailwind.tsx', 'export default function Both() {\n  return null;\n}\n');

    const sources = await loadDemoSources(file, { siteDir });
    expect(Object.keys(sources.variants)).toEqual(['tailwind', 'css']);
    expect(JSON.parse(JSON.stringify(sources))).toEqual(sources);
  });

  it('reports the path relative to the working directory by default', async () => {
    const file = write('Plain.tsx', 'export default 1;\n');
    const cwd = process.cwd();
    process.chdir(siteDir);
    try {
      expect((await loadDemoSources(file)).file).toBe('docs/x/react-data-grid/demos/Plain.tsx');
    } finally {
      process.chdir(cwd);
    }
  });

  it('fails with the path of a missing demo', async () => {
    const file = path.join(demosDir, 'Missing.tsx');
    await expect(loadDemoSources(file, { siteDir })).rejects.toThrow(`${file}: demo file not found`);
  });

  it('fails naming the variant file that does not compile', async () => {
    const file = write('Ok.tsx', 'export default 1;\n');
    const variant = write('Ok.css.tsx', 'export enum E { A }\n');
    await expect(loadDemoSources(file, { siteDir })).rejects.toThrow(
      new RegExp(`^${variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: demos must not use enums`),
    );
  });
});

describe('variantFiles', () => {
  it('names every possible variant beside the demo, with its extension', () => {
    expect(variantFiles('/site/demos/BasicGrid.tsx')).toEqual({
      tailwind: '/site/demos/BasicGrid.tailwind.tsx',
      css: '/site/demos/BasicGrid.css.tsx',
    });
    expect(variantFileList('/site/demos/Chart.ts')).toEqual([
      '/site/demos/Chart.tailwind.ts',
      '/site/demos/Chart.css.ts',
    ]);
  });
});

describe('loadDemoSources: local modules', () => {
  it('carries the local files a demo imports, followed to their own, in TS and JS', async () => {
    mkdirSync(path.join(demosDir, 'data'), { recursive: true });
    write(
      'data/rows.ts',
      "import { NAMES } from './names';\n\nexport const rows: { id: number }[] = NAMES.map((_n, id) => ({ id }));\n",
    );
    write('data/names.ts', "export const NAMES: string[] = ['a'];\n");
    write('Grid.css', '.grid { color: red; }\n');
    const file = write(
      'LocalGrid.tsx',
      "import { rows } from './data/rows';\nimport './Grid.css';\n\nexport default function LocalGrid() {\n  return <p>{rows.length}</p>;\n}\n",
    );

    const sources = await loadDemoSources(file, { siteDir });

    expect(Object.keys(sources.modules ?? {})).toEqual(['data/names.ts', 'data/rows.ts', 'Grid.css']);
    expect(sources.modules?.['data/rows.ts']?.ts).toContain('{ id: number }[]');
    expect(sources.modules?.['data/rows.ts']?.js).not.toContain('{ id: number }[]');
    expect(sources.modules?.['Grid.css']).toEqual({ ts: '.grid { color: red; }\n', js: '.grid { color: red; }\n' });
  });

  it('has no modules entry for a demo without local imports', async () => {
    const sources = await loadDemoSources(write('BasicGrid.tsx', BASIC_GRID), { siteDir });
    expect(sources.modules).toBeUndefined();
  });
});
