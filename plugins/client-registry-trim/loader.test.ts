import fs from 'node:fs';
import path from 'node:path';
import clientRegistryTrimPlugin, { GENERATED_REGISTRY_FILE } from './index';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundler's loader is CommonJS
const loader = require('./loader.cjs') as ((this: unknown, source: string) => string) & {
  trimRegistry(source: string): { code: string; entries: number };
};

const ENTRY_A =
  '  "001b42db": [() => import(/* webpackChunkName: "001b42db" */ "@site/docs/a.mdx"), "@site/docs/a.mdx", require.resolveWeak("@site/docs/a.mdx")],';
const ENTRY_B =
  '  "0035a3d7": [() => import(/* webpackChunkName: "0035a3d7" */ "@site/.docusaurus/p/b \\"x\\".json"), "@site/.docusaurus/p/b \\"x\\".json", require.resolveWeak("@site/.docusaurus/p/b \\"x\\".json")],';

describe('the client registry loader', () => {
  it("replaces each entry's module path by 0 and keeps its loader and weak id", () => {
    const source = `export default {\n${ENTRY_A}\n${ENTRY_B}\n};\n`;
    const { code, entries } = loader.trimRegistry(source);
    expect(entries).toBe(2);
    expect(code).toBe(
      'export default {\n' +
        '  "001b42db": [() => import(/* webpackChunkName: "001b42db" */ "@site/docs/a.mdx"), 0, require.resolveWeak("@site/docs/a.mdx")],\n' +
        '  "0035a3d7": [() => import(/* webpackChunkName: "0035a3d7" */ "@site/.docusaurus/p/b \\"x\\".json"), 0, require.resolveWeak("@site/.docusaurus/p/b \\"x\\".json")],\n' +
        '};\n',
    );
  });

  it('matches the registry Docusaurus generates (the shape of @docusaurus/core installed)', () => {
    const generator = fs.readFileSync(
      path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/server/codegen/codegenRoutes.js'),
      'utf8',
    );
    // The template of one entry, filled in as Docusaurus fills it.
    const template = /`(\s*"\$\{chunkName\}": \[\(\) => import\(.*require\.resolveWeak\("\$\{modulePath\}"\)\],)`/.exec(
      generator,
    );
    expect(template).not.toBeNull();
    const entry = template![1].replaceAll('${chunkName}', 'c0ffee00').replaceAll('${modulePath}', '@site/docs/a.mdx');
    expect(loader.trimRegistry(`export default {\n${entry}\n};`)).toEqual({
      code: `export default {\n  "c0ffee00": [() => import(/* webpackChunkName: "c0ffee00" */ "@site/docs/a.mdx"), 0, require.resolveWeak("@site/docs/a.mdx")],\n};`,
      entries: 1,
    });
  });

  it('warns, and changes nothing, when the registry has entries of another shape', () => {
    const warnings: Error[] = [];
    const other = 'export default { "a": [() => import("x"), require.resolveWeak("x")] };';
    const context = { emitWarning: (error: Error) => warnings.push(error), resourcePath: '/s/.docusaurus/registry.js' };
    expect(loader.call(context, other)).toBe(other);
    expect(warnings.map((error) => error.message)).toEqual([
      expect.stringContaining(
        'no entry of the form [loader, "path", require.resolveWeak("path")] in /s/.docusaurus/registry.js',
      ),
    ]);
    expect(loader.call(context, 'export default {};')).toBe('export default {};');
    expect(warnings).toHaveLength(1);
  });

  it('applies to the generated registry, on any platform, in the client bundle only', () => {
    expect(GENERATED_REGISTRY_FILE.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(GENERATED_REGISTRY_FILE.test('C:\\site\\.docusaurus\\registry.js')).toBe(true);
    expect(GENERATED_REGISTRY_FILE.test('/site/.docusaurus/routes.js')).toBe(false);
    expect(GENERATED_REGISTRY_FILE.test('/site/src/registry.js')).toBe(false);
    const plugin = clientRegistryTrimPlugin();
    const configure = (isServer: boolean) => plugin.configureWebpack!({}, isServer, {} as never, undefined);
    expect(configure(true)).toEqual({});
    expect(configure(false)).toEqual({
      module: { rules: [{ test: GENERATED_REGISTRY_FILE, use: [{ loader: require.resolve('./loader.cjs') }] }] },
    });
  });
});
