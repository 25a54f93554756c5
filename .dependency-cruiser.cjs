/**
 * The layers of the portal (notes/layers.md), checked by `npm run lint:layers`: each rule names the
 * files it forbids to import, and a violation prints `rule: from-file → to-file`.
 *
 * Paths are relative to the folder the cruise runs from: the site, or a fixture tree of
 * test/unit/layers.test.ts, which runs these same rules on small broken and clean examples.
 */

/** Unit tests run in Jest under Node, not in the browser: the browser rule (and only it) exempts them. */
const TEST_FILE = '\\.test\\.tsx?$';

/** Code that runs in the browser (and its server render): src, and the demos beside the pages. */
const BROWSER_CODE = '^(src|docs)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'data-is-a-leaf',
      comment: 'src/data is typed data: it imports packages and other data, nothing else from src.',
      severity: 'error',
      from: { path: '^src/data/' },
      to: { path: '^src/', pathNot: '^src/data/' },
    },
    {
      name: 'types-are-a-leaf',
      comment: 'src/types holds the types browser code and build-time code share: it imports at most src/data.',
      severity: 'error',
      from: { path: '^src/types/' },
      to: { path: '^src/', pathNot: '^src/(types|data)/' },
    },
    {
      name: 'browser-code-runs-in-the-browser',
      comment:
        'Browser code never imports build-time code (config, plugins, the Docusaurus config, sidebars) ' +
        'or tools (scripts, bench, test).',
      severity: 'error',
      from: { path: BROWSER_CODE, pathNot: TEST_FILE },
      to: { path: '^(config|plugins|sidebars|scripts|bench|test)/|^docusaurus\\.config\\.ts$' },
    },
    {
      name: 'browser-code-runs-in-the-browser',
      comment: 'Nor Node built-ins (node:fs, path, ...), which no browser has.',
      severity: 'error',
      from: { path: BROWSER_CODE, pathNot: TEST_FILE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'modules-below-components',
      comment: 'src/modules holds logic by concern: it never imports the components, the theme or the pages above it.',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { path: '^src/(components|theme|pages)/' },
    },
    {
      name: 'components-below-theme',
      comment: 'src/components never imports src/theme, the swizzled Docusaurus components built from them.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/theme/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles, type-only ones included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Fixtures are not the site's code (those of test/unit/__fixtures__/layers break the rules on purpose).
    exclude: { path: '(^|/)(node_modules|build|\\.docusaurus)/|(^|/)__fixtures__/' },
    doNotFollow: { path: '(^|/)node_modules/' },
    // Type-only imports count: a layer may not lean on another one's types either.
    tsPreCompilationDeps: true,
    // `@site/...` resolves through tsconfig.json's paths. Docusaurus's own aliases (`@theme/...`,
    // `@theme-original/...`, `@docusaurus/Link`, `@generated/...`) exist only in its webpack build: they
    // stay unresolved, which no rule forbids, so the theme's public components are not a layer here.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.cjs', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
