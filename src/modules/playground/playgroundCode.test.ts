import { transform } from 'sucrase';
import {
  DEFAULT_PLAYGROUND_CODE,
  MAX_DRAFT_LENGTH,
  MISSING_DEFAULT_EXPORT,
  PLAYGROUND_DRAFT_KEY,
  parseDraft,
  playgroundElement,
  readDraft,
  withRenderCall,
  writeDraft,
} from './playgroundCode';
import { MemoryStorage } from '@site/test/support/memoryStorage';

/** Compiles a snippet the way react-live does in noInline mode (JSX, TypeScript, imports). */
function compile(code: string): string {
  return transform(withRenderCall(code), { transforms: ['jsx', 'typescript', 'imports'], production: true }).code;
}

/** Runs compiled code with the playground's bindings; returns what was rendered. */
function run(code: string, require: (specifier: string) => unknown = () => ({})): unknown {
  const rendered: unknown[] = [];
  const exportsHolder: Record<string, unknown> = {};
  const element = (exported: unknown) => playgroundElement(exported, (type) => ({ type }) as never);
  new Function('React', 'require', 'exports', '__playgroundElement', 'render', compile(code))(
    { createElement: (type: unknown) => ({ type }) },
    require,
    exportsHolder,
    element,
    (value: unknown) => rendered.push(value),
  );
  return rendered[0];
}

describe('withRenderCall', () => {
  it('renders the default export of a module-style snippet', () => {
    const result = run('export default function Demo(): JSX.Element { return <p>hi</p>; }') as {
      type: { name: string };
    };
    expect(result.type.name).toBe('Demo');
  });

  it('keeps the line numbers of the reader code (nothing is added before its first line break)', () => {
    const wrapped = withRenderCall('const a = 1;\nexport default function Demo() { return null; }');
    expect(wrapped.split('\n')[1]).toBe('export default function Demo() { return null; }');
  });

  it('leaves snippets that call render themselves alone', () => {
    const code = 'const App = () => <b />;\nrender(<App />);';
    expect(withRenderCall(code)).toBe(code);
  });

  it('does not mistake a method named render for the render call', () => {
    const classSnippet = 'export default class A extends React.Component {\n  render() {\n    return null;\n  }\n}';
    expect(withRenderCall(classSnippet)).toContain(';render(__playgroundElement');
    expect(withRenderCall('export default () => x.render(1);')).toContain(';render(__playgroundElement');
    expect(withRenderCall('const A = () => null;\n  render(<A />);')).toBe('const A = () => null;\n  render(<A />);');
  });

  it('explains a snippet without a default export', () => {
    expect(() => run('const x = 1;')).toThrow(MISSING_DEFAULT_EXPORT);
  });

  it('does not render the default export of an earlier run', () => {
    const exportsHolder: Record<string, unknown> = { default: function Old() {} };
    const compiled = compile('const nothing = 0;');
    expect(() =>
      new Function('React', 'require', 'exports', '__playgroundElement', 'render', compiled)(
        {},
        () => ({}),
        exportsHolder,
        (exported: unknown) => playgroundElement(exported, () => ({}) as never),
        () => undefined,
      ),
    ).toThrow(MISSING_DEFAULT_EXPORT);
  });

  it('compiles and runs the default playground code', () => {
    const modules: Record<string, unknown> = { react: { useState: () => [{}, () => undefined] } };
    const result = run(
      DEFAULT_PLAYGROUND_CODE,
      (specifier) => modules[specifier] ?? { __esModule: true, default: specifier },
    ) as {
      type: { name: string };
    };
    expect(result.type.name).toBe('Playground');
  });
});

describe('playgroundElement', () => {
  it('accepts components: functions and exotic objects such as memo and forwardRef', () => {
    const create = (type: unknown) => ({ type }) as never;
    expect(playgroundElement(() => null, create)).toEqual({ type: expect.any(Function) });
    const memoLike = { $$typeof: Symbol.for('react.memo') };
    expect(playgroundElement(memoLike, create)).toEqual({ type: memoLike });
  });

  it('rejects anything else', () => {
    for (const value of [undefined, null, 1, 'Demo', {}]) {
      expect(() => playgroundElement(value, () => ({}) as never)).toThrow(MISSING_DEFAULT_EXPORT);
    }
  });
});

describe('drafts', () => {
  it('falls back to the example for absent, blank, non-string or oversized drafts', () => {
    for (const stored of [null, undefined, '', '   \n', 42, 'x'.repeat(MAX_DRAFT_LENGTH + 1)]) {
      expect(parseDraft(stored)).toBe(DEFAULT_PLAYGROUND_CODE);
    }
    expect(parseDraft('export default () => null;')).toBe('export default () => null;');
  });

  it('round-trips a draft through storage and forgets it when the example is restored', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, 'export default () => <b />;');
    expect(readDraft(storage)).toBe('export default () => <b />;');
    writeDraft(storage, DEFAULT_PLAYGROUND_CODE);
    expect(storage.getItem(PLAYGROUND_DRAFT_KEY)).toBeNull();
    expect(readDraft(storage)).toBe(DEFAULT_PLAYGROUND_CODE);
  });

  it('survives storage that throws or is missing', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readDraft(throwing)).toBe(DEFAULT_PLAYGROUND_CODE);
    expect(() => writeDraft(throwing, 'const a = 1;')).not.toThrow();
    expect(readDraft(undefined)).toBe(DEFAULT_PLAYGROUND_CODE);
  });
});
