import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoFilesOf, isDemoFile } from './demoFiles';

describe('isDemoFile', () => {
  it('takes TypeScript inside a demos folder, at any depth', () => {
    expect(isDemoFile('x/react-charts/demos/BarsDemo.tsx')).toBe(true);
    expect(isDemoFile('x/react-charts/demos/data/rows.ts')).toBe(true);
    expect(isDemoFile('core/demos/Cards.tailwind.tsx')).toBe(true);
    expect(isDemoFile(String.raw`core\demos\Cards.tsx`)).toBe(true);
  });

  it('leaves out pages, declarations, other files and folders merely named like demos', () => {
    expect(isDemoFile('x/react-charts/bars.mdx')).toBe(false);
    expect(isDemoFile('x/demos/types.d.ts')).toBe(false);
    expect(isDemoFile('x/demos/data.json')).toBe(false);
    expect(isDemoFile('x/demos-old/Old.tsx')).toBe(false);
    expect(isDemoFile('x/demos.tsx')).toBe(false);
  });
});

describe('demoFilesOf', () => {
  let site: string;
  beforeEach(() => {
    site = mkdtempSync(path.join(os.tmpdir(), 'demo-files-'));
    const write = (relative: string) => {
      const file = path.join(site, relative);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, 'export {};\n');
    };
    write('docs/b/demos/Second.tsx');
    write('docs/a/demos/First.tsx');
    write('docs/a/page.mdx');
    write('i18n/zh/docusaurus-plugin-content-docs/current/a/demos/First.tsx');
    write('src/demos/NotDocs.tsx');
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it('lists the demo files of the docs and their translations, absolute, in a fixed order', () => {
    expect(demoFilesOf(site)).toEqual([
      path.join(site, 'docs/a/demos/First.tsx'),
      path.join(site, 'docs/b/demos/Second.tsx'),
      path.join(site, 'i18n/zh/docusaurus-plugin-content-docs/current/a/demos/First.tsx'),
    ]);
  });

  it('passes over a root the site does not have', () => {
    rmSync(path.join(site, 'i18n'), { recursive: true });
    expect(demoFilesOf(site)).toHaveLength(2);
    expect(demoFilesOf(site, ['missing'])).toEqual([]);
  });
});
