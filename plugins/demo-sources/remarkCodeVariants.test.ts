import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fenceTitle, jsTitle } from './remarkCodeVariants';

type Result =
  { code: string; error?: undefined } | { code?: undefined; error: { message: string; file?: string; line?: number } };

const PAGE = '/site/docs/x/react-date-pickers/index.mdx';

/** Compiles MDX with @mdx-js/mdx and remarkCodeVariants in a child Node process (see __fixtures__/compileMdx.mjs). */
function compileAll(values: string[]): Result[] {
  const output = execFileSync(process.execPath, [path.join(__dirname, '__fixtures__', 'compileMdx.mjs')], {
    input: JSON.stringify(values.map((value) => ({ value, path: PAGE, plugin: 'codeVariants' }))),
    encoding: 'utf8',
  });
  return JSON.parse(output) as Result[];
}

/** The string value of a prop in the compiled `_jsx(CodeVariants, {...})` call. */
function prop(code: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}: ("(?:[^"\\\\]|\\\\.)*")`).exec(code);
  return match ? (JSON.parse(match[1]) as string) : undefined;
}

const TSX_FENCE = [
  'Intro.',
  '',
  '```tsx variants title="Greeting.tsx"',
  "import * as React from 'react';",
  '',
  'interface Props {',
  '  name: string;',
  '}',
  '',
  'export default function Greeting({ name }: Props) {',
  '  const [count, setCount] = React.useState<number>(0);',
  '  return <button onClick={() => setCount(count + 1)}>{`Hi ${name} ${count}`}</button>;',
  '}',
  '```',
  '',
].join('\n');

describe('remarkCodeVariants through @mdx-js/mdx compile', () => {
  let results: Result[];
  beforeAll(() => {
    results = compileAll([
      TSX_FENCE,
      // 1: a plain fence is left alone
      '```tsx\nconst a: number = 1;\n```\n',
      // 2: marked, but not TypeScript
      '```jsx variants\nconst a = 1;\n```\n',
      // 3: marked, does not compile
      'Text.\n\n```ts variants\nconst a: = ;\n```\n',
      // 4: a ts fence without title, nested in a list
      '- item\n\n  ```ts variants\n  export const limit: number = 3;\n  ```\n',
      // 5: a fence not formatted as readers are shown it (npm run lint:fences would refuse it)
      '```ts variants\nexport const  limit : number=3\n```\n',
    ]);
  });

  it('turns a marked fence into <CodeVariants> with both variants and titles', () => {
    const { code, error } = results[0];
    expect(error).toBeUndefined();
    expect(code).toMatch(/_jsx\(CodeVariants, \{/);
    // Imported by the page itself, so pages without such a block never load the component.
    expect(code!.match(/import CodeVariants from "@site\/src\/components\/CodeVariants";/g)).toHaveLength(1);
    expect(prop(code!, 'language')).toBe('tsx');
    const ts = prop(code!, 'ts')!;
    const js = prop(code!, 'js')!;
    expect(ts).toContain('interface Props {');
    expect(ts).toContain('React.useState<number>(0)');
    expect(js).not.toMatch(/interface|: Props|<number>/);
    expect(js).toContain('export default function Greeting({ name }) {');
    expect(js).toContain('React.useState(0)');
    expect(prop(code!, 'tsTitle')).toBe('Greeting.tsx');
    expect(prop(code!, 'jsTitle')).toBe('Greeting.jsx');
    expect(code).toContain('Intro.');
  });

  it("shows the fence's TypeScript as written, and formats the JavaScript made from it", () => {
    const { code, error } = results[5];
    expect(error).toBeUndefined();
    expect(prop(code!, 'ts')).toBe('export const  limit : number=3');
    expect(prop(code!, 'js')).toBe('export const limit = 3;');
  });

  it('leaves fences without the variants word alone', () => {
    expect(results[1].code).not.toMatch(/CodeVariants/);
    expect(results[1].code).not.toContain('@site/src/components');
    expect(results[1].code).toContain('const a: number = 1;');
  });

  it('fails a marked fence that is not TypeScript, naming the page', () => {
    expect(results[2].error?.message).toBe(
      `${PAGE}: a code block marked \`variants\` must be TypeScript (\`\`\`tsx or \`\`\`ts), not "jsx"`,
    );
  });

  it('fails a marked fence that does not compile, naming the page', () => {
    expect(results[3].error?.message).toMatch(
      new RegExp(`^${PAGE.replace(/[/.]/g, '\\$&')}: a \`variants\` code block does not compile: `),
    );
    expect(results[3].error?.line).toBe(3);
  });

  it('works on nested fences and TypeScript without JSX', () => {
    const { code, error } = results[4];
    expect(error).toBeUndefined();
    expect(prop(code!, 'language')).toBe('ts');
    expect(prop(code!, 'js')).toBe('export const limit = 3;');
    expect(code).not.toMatch(/tsTitle/);
  });
});

describe('titles', () => {
  it('reads a title from the meta, in either quotes', () => {
    expect(fenceTitle('variants title="App.tsx"')).toBe('App.tsx');
    expect(fenceTitle("title='theme.ts' variants")).toBe('theme.ts');
    expect(fenceTitle('variants')).toBeUndefined();
    expect(fenceTitle(null)).toBeUndefined();
  });

  it('names the JavaScript file after the TypeScript one', () => {
    expect(jsTitle('App.tsx')).toBe('App.jsx');
    expect(jsTitle('theme.ts')).toBe('theme.js');
    expect(jsTitle('Example')).toBe('Example');
  });
});
