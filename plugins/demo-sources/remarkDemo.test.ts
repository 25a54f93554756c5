import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import remarkDemo from './remarkDemo';

interface Case {
  value: string;
  path?: string;
  options?: { tagName?: string };
}
type Result =
  { code: string; error?: undefined } | { code?: undefined; error: { message: string; file?: string; line?: number } };

/** Compiles every case with @mdx-js/mdx in a child Node process (see __fixtures__/compileMdx.mjs). */
function compileAll(cases: Case[]): Result[] {
  const output = execFileSync(process.execPath, [path.join(__dirname, '__fixtures__', 'compileMdx.mjs')], {
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  return JSON.parse(output) as Result[];
}

let siteDir: string;
let pageDir: string;
let page: string;

beforeAll(() => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'remark-demo-'));
  pageDir = path.join(siteDir, 'docs', 'x', 'react-data-grid');
  mkdirSync(path.join(pageDir, 'demos'), { recursive: true });
  mkdirSync(path.join(siteDir, 'docs', 'shared'), { recursive: true });
  for (const name of ['BasicGrid.tsx', 'basic-grid.v2.tsx']) {
    writeFileSync(path.join(pageDir, 'demos', name), 'export default function Demo() {\n  return null;\n}\n');
  }
  writeFileSync(
    path.join(siteDir, 'docs', 'shared', 'Shared.tsx'),
    'export default function Shared() {\n  return null;\n}\n',
  );
  page = path.join(pageDir, 'index.mdx');
});

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('remarkDemo through @mdx-js/mdx compile', () => {
  let results: Result[];
  let pageOf: (index: number) => Result;

  beforeAll(() => {
    const cases: Case[] = [
      // 0: the ordinary case, with other attributes and another import
      {
        path: page,
        value: [
          "import Tabs from '@theme/Tabs';",
          '',
          '# Data Grid',
          '',
          '<Demo file="./demos/BasicGrid.tsx" bg="inline" hideToolbar />',
          '',
          'Inline <Demo file="demos/basic-grid.v2.tsx" /> and one from elsewhere:',
          '',
          '<Tabs>',
          '  <Demo file="../../shared/Shared.tsx" />',
          '</Tabs>',
          '',
        ].join('\n'),
      },
      // 1: no file attribute
      { path: page, value: '# Title\n\n<Demo bg="inline" />\n' },
      // 2: a file attribute that is an expression, not a string
      { path: page, value: '<Demo file={"./demos/BasicGrid.tsx"} />\n' },
      // 3: a file that does not exist
      { path: page, value: 'Text.\n\n<Demo file="./demos/Nope.tsx" />\n' },
      // 4: a custom tag name; <Demo> is left alone then
      {
        path: page,
        value: '<Example file="./demos/BasicGrid.tsx" />\n\n<Demo title="kept" />\n',
        options: { tagName: 'Example' },
      },
      // 5: a page without demos is untouched
      { path: page, value: '# Nothing here\n' },
      // 6: component set by hand
      { path: page, value: '<Demo file="./demos/BasicGrid.tsx" component={X} />\n' },
      // 7: the extension left out, as in an import
      { path: page, value: '<Demo file="./demos/BasicGrid" />\n' },
      // 8: a Chinese translation of the page uses the English page's demo
      {
        path: path.join(
          siteDir,
          'i18n',
          'zh',
          'docusaurus-plugin-content-docs-x',
          'current',
          'react-data-grid',
          'index.mdx',
        ),
        value: '数据表格。\n\n<Demo file="./demos/BasicGrid.tsx" />\n',
      },
    ];
    results = compileAll(cases);
    pageOf = (index) => results[index];
  });

  it('adds the component and sources imports and rewrites the props', () => {
    const { code, error } = pageOf(0);
    expect(error).toBeUndefined();
    expect(code).toContain('import __demo_BasicGrid_0 from "./demos/BasicGrid.tsx";');
    expect(code).toContain('import __demoSources_BasicGrid_0 from "./demos/BasicGrid.tsx?demo-sources";');
    expect(code).toContain('import __demo_basic_grid_v2_1 from "./demos/basic-grid.v2.tsx";');
    expect(code).toContain('import __demoSources_basic_grid_v2_1 from "./demos/basic-grid.v2.tsx?demo-sources";');
    expect(code).toContain('import __demo_Shared_2 from "../../shared/Shared.tsx";');
    expect(code).toContain('import __demoSources_Shared_2 from "../../shared/Shared.tsx?demo-sources";');
    expect(code).toContain("import Tabs from '@theme/Tabs';");
    // The page imports the demo component once, so only pages with demos load it.
    expect(code!.match(/import Demo from "@site\/src\/components\/Demo";/g)).toHaveLength(1);
    expect(code).not.toMatch(/_components\.Demo|_missingMdxReference\("Demo"/);
    expect(code).toMatch(
      /_jsx\(Demo, \{\s*component: __demo_BasicGrid_0,\s*sources: __demoSources_BasicGrid_0,\s*bg: "inline",\s*hideToolbar: true\s*\}\)/,
    );
    expect(code).toMatch(
      /_jsx\(Demo, \{\s*component: __demo_basic_grid_v2_1,\s*sources: __demoSources_basic_grid_v2_1\s*\}\)/,
    );
    expect(code).toMatch(/_jsx\(Demo, \{\s*component: __demo_Shared_2,\s*sources: __demoSources_Shared_2\s*\}\)/);
    expect(code).not.toMatch(/\bfile:/);
  });

  it("finds a translated page's demos beside its English page, and imports them from there", () => {
    const { code, error } = pageOf(8);
    expect(error).toBeUndefined();
    expect(code).toContain(
      'import __demo_BasicGrid_0 from "../../../../../docs/x/react-data-grid/demos/BasicGrid.tsx";',
    );
  });

  it('fails a <Demo> without a string file attribute, naming the MDX file', () => {
    for (const index of [1, 2]) {
      const { error } = pageOf(index);
      expect(error?.message).toMatch(new RegExp(`^${escape(page)}: <Demo> needs a \`file\` attribute`));
      expect(error?.file).toBe(page);
    }
    expect(pageOf(1).error?.line).toBe(3);
  });

  it('fails a missing demo, naming the MDX file and the missing path', () => {
    const { error } = pageOf(3);
    const missing = path.join(pageDir, 'demos', 'Nope.tsx');
    expect(error?.message).toBe(`${page}: <Demo file="./demos/Nope.tsx">: the demo file ${missing} does not exist`);
    expect(error?.line).toBe(3);
  });

  it('suggests the extension when it is left out', () => {
    expect(pageOf(7).error?.message).toMatch(/does not exist \(did you mean "\.\/demos\/BasicGrid\.tsx"\?\)$/);
  });

  it('uses the configured tag name', () => {
    const { code, error } = pageOf(4);
    expect(error).toBeUndefined();
    expect(code).toContain('import __demo_BasicGrid_0 from "./demos/BasicGrid.tsx";');
    expect(code).toMatch(/_jsx\(Example, \{\s*component: __demo_BasicGrid_0,/);
    expect(code).toContain('import Example from "@site/src/components/Demo";');
    expect(code).toMatch(/_jsx\(Demo, \{\s*title: "kept"\s*\}\)/);
    expect(code).not.toContain('import Demo from');
  });

  it('leaves pages without demos alone', () => {
    expect(pageOf(5).code).not.toContain('__demo');
    expect(pageOf(5).code).not.toContain('@site/src/components/Demo');
  });

  it('refuses component or sources set by hand', () => {
    expect(pageOf(6).error?.message).toMatch(/: <Demo file="\.\/demos\/BasicGrid\.tsx"> must not set `component`/);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The part of a VFile remarkDemo uses (vfile itself is ESM only, out of Jest's reach). */
function fakeVFile(filePath: string): VFile {
  return {
    path: filePath,
    cwd: process.cwd(),
    fail(reason: string): never {
      throw new Error(reason);
    },
  } as unknown as VFile;
}

describe('remarkDemo on a syntax tree', () => {
  const demoElement = (attributes: MdxJsxFlowElement['attributes']): MdxJsxFlowElement => ({
    type: 'mdxJsxFlowElement',
    name: 'Demo',
    attributes,
    children: [],
  });

  it('builds ESTree for the imports and the attribute expressions, after the front matter', () => {
    const element = demoElement([
      { type: 'mdxJsxAttribute', name: 'file', value: './demos/BasicGrid.tsx' },
      { type: 'mdxJsxAttribute', name: 'hideToolbar', value: null },
    ]);
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'yaml', value: 'title: x' },
        { type: 'paragraph', children: [{ type: 'text', value: 'Hi' }] },
        element,
      ],
    };

    remarkDemo()(tree, fakeVFile(page));

    expect(tree.children[0].type).toBe('yaml');
    const esm = tree.children[1] as MdxjsEsm;
    expect(esm.type).toBe('mdxjsEsm');
    expect(esm.value).toBe(
      'import __demo_BasicGrid_0 from "./demos/BasicGrid.tsx";\nimport __demoSources_BasicGrid_0 from "./demos/BasicGrid.tsx?demo-sources";',
    );
    expect(esm.data?.estree?.body).toEqual([
      expect.objectContaining({
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: '__demo_BasicGrid_0' } }],
        source: { type: 'Literal', value: './demos/BasicGrid.tsx', raw: '"./demos/BasicGrid.tsx"' },
      }),
      expect.objectContaining({
        source: expect.objectContaining({ value: './demos/BasicGrid.tsx?demo-sources' }),
      }),
    ]);
    expect(element.attributes).toEqual([
      {
        type: 'mdxJsxAttribute',
        name: 'component',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: '__demo_BasicGrid_0',
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              comments: [],
              body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: '__demo_BasicGrid_0' } }],
            },
          },
        },
      },
      expect.objectContaining({
        name: 'sources',
        value: expect.objectContaining({ value: '__demoSources_BasicGrid_0' }),
      }),
      { type: 'mdxJsxAttribute', name: 'hideToolbar', value: null },
    ]);
  });

  it('throws a message naming the MDX file', () => {
    const tree: Root = { type: 'root', children: [demoElement([])] };
    expect(() => remarkDemo()(tree, fakeVFile(page))).toThrow(`${page}: <Demo> needs a \`file\` attribute`);
  });
});
