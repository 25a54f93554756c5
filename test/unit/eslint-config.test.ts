/**
 * The code checks of `npm test` (lint:code, lint:format) with the repository's real configs: ESLint reports a
 * broken hook rule, an unused import and inaccessible markup in a component as errors, and nothing in clean code;
 * Prettier holds the house format (single quotes, 120 columns) and leaves Markdown and MDX alone.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface Message {
  ruleId: string | null;
  severity: number;
  line: number;
}
interface Output {
  eslint: Message[][];
  prettier: { ignored: boolean; formatted: boolean | null }[];
}

const COMPONENT = 'src/components/Example/index.tsx';
const ERROR = 2;

/** Checks every case in one child Node process (see test/support/checkCode.mjs). */
function checkAll(cases: {
  eslint: { code: string; filePath: string }[];
  prettier: { code: string; filePath: string }[];
}) {
  const output = execFileSync(process.execPath, [path.join(__dirname, '..', 'support', 'checkCode.mjs')], {
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  return JSON.parse(output) as Output;
}

const CLEAN_COMPONENT = `import { useEffect, useState } from 'react';

export default function Example({ items, label }: { items: string[]; label: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    document.title = \`\${label}: \${count}\`;
  }, [label, count]);
  return (
    <div>
      <img src="/img/logo.svg" alt="Logo" />
      <button type="button" onClick={() => setCount(count + 1)}>
        {label}
      </button>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
`;

const lintCases = {
  clean: CLEAN_COMPONENT,
  conditionalHook: `import { useState } from 'react';

export default function Example({ open }: { open: boolean }) {
  if (!open) return null;
  const [count] = useState(0);
  return <p>{count}</p>;
}
`,
  missingDependency: `import { useEffect } from 'react';

export default function Example({ label }: { label: string }) {
  useEffect(() => {
    document.title = label;
  }, []);
  return null;
}
`,
  unusedImport: `import { useState } from 'react';

export default function Example() {
  return <p>Hello</p>;
}
`,
  imageWithoutAlt: `export default function Example() {
  return <img src="/img/logo.svg" />;
}
`,
  clickableDiv: `export default function Example({ onOpen }: { onOpen: () => void }) {
  return <div onClick={onOpen}>Open</div>;
}
`,
  listWithoutKeys: `export default function Example({ items }: { items: string[] }) {
  return <ul>{items.map((item) => <li>{item}</li>)}</ul>;
}
`,
  explicitAny: `export default function Example({ value }: { value: any }) {
  return <p>{String(value)}</p>;
}
`,
};
type LintCase = keyof typeof lintCases;

const nodeScript = `import fs from 'node:fs';

fs.writeFileSync(process.argv[2] ?? 'out.txt', 'done');
`;

const prettierCases = [
  { name: 'formatted', code: "const name = 'portal';\n", filePath: 'src/modules/example/name.ts' },
  { name: 'doubleQuotes', code: 'const name = "portal";\n', filePath: 'src/modules/example/name.ts' },
  // 94 columns: one line at the house width of 120, several at Prettier's default of 80.
  {
    name: 'wideLine',
    code: "export const labels = ['first label', 'second label', 'third label', 'fourth label', 'fifth'];\n",
    filePath: 'src/modules/example/labels.ts',
  },
  { name: 'mdx', code: '# Not formatted   here\n', filePath: 'docs/x/example.mdx' },
  { name: 'markdown', code: '# Not formatted   here\n', filePath: 'notes/example.md' },
] as const;

let lint: Record<LintCase, Message[]>;
let scriptMessages: Message[];
let format: Record<(typeof prettierCases)[number]['name'], Output['prettier'][number]>;

beforeAll(() => {
  const names = Object.keys(lintCases) as LintCase[];
  const output = checkAll({
    eslint: [
      ...names.map((name) => ({ code: lintCases[name], filePath: COMPONENT })),
      { code: nodeScript, filePath: 'scripts/example.mjs' },
    ],
    prettier: prettierCases.map(({ code, filePath }) => ({ code, filePath })),
  });
  lint = Object.fromEntries(names.map((name, index) => [name, output.eslint[index]!])) as typeof lint;
  scriptMessages = output.eslint[names.length]!;
  format = Object.fromEntries(prettierCases.map(({ name }, index) => [name, output.prettier[index]!])) as typeof format;
}, 120_000);

const rulesOf = (messages: Message[]) => messages.map((message) => message.ruleId);
const errorsOf = (messages: Message[]) => messages.filter((message) => message.severity === ERROR);

describe('ESLint config', () => {
  it('reports nothing in a clean component', () => {
    expect(lint.clean).toEqual([]);
  });

  it('reports a hook called after an early return (rules-of-hooks) as an error on its line', () => {
    expect(errorsOf(lint.conditionalHook)).toContainEqual({
      ruleId: 'react-hooks/rules-of-hooks',
      severity: ERROR,
      line: 5,
    });
  });

  it('reports an effect that misses a dependency (exhaustive-deps) as an error', () => {
    expect(rulesOf(errorsOf(lint.missingDependency))).toEqual(['react-hooks/exhaustive-deps']);
  });

  it('reports an unused import', () => {
    expect(errorsOf(lint.unusedImport)).toEqual([
      { ruleId: '@typescript-eslint/no-unused-vars', severity: ERROR, line: 1 },
    ]);
  });

  it('reports an image without alternative text (jsx-a11y)', () => {
    expect(rulesOf(errorsOf(lint.imageWithoutAlt))).toEqual(['jsx-a11y/alt-text']);
  });

  it('reports a click handler on a div that the keyboard cannot reach (jsx-a11y)', () => {
    expect(rulesOf(errorsOf(lint.clickableDiv)).sort()).toEqual([
      'jsx-a11y/click-events-have-key-events',
      'jsx-a11y/no-static-element-interactions',
    ]);
  });

  it('reports list items without keys (react/jsx-key) and an explicit any', () => {
    expect(rulesOf(errorsOf(lint.listWithoutKeys))).toEqual(['react/jsx-key']);
    expect(rulesOf(errorsOf(lint.explicitAny))).toEqual(['@typescript-eslint/no-explicit-any']);
  });

  it('knows Node globals in scripts', () => {
    expect(scriptMessages).toEqual([]);
  });
});

describe('Prettier config', () => {
  it('accepts code in the house format', () => {
    expect(format.formatted).toEqual({ ignored: false, formatted: true });
    expect(format.wideLine).toEqual({ ignored: false, formatted: true });
  });

  it('rejects double quotes', () => {
    expect(format.doubleQuotes).toEqual({ ignored: false, formatted: false });
  });

  it('leaves Markdown and MDX pages alone', () => {
    expect(format.mdx.ignored).toBe(true);
    expect(format.markdown.ignored).toBe(true);
  });
});
