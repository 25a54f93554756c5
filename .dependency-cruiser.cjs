/**
 * The layers of the portal (notes/layers.md), checked by `npm run lint:layers`.
 *
 * Paths are relative to the folder the cruise runs from (the site; test/unit/layers.test.ts runs the
 * same rules on its fixtures from test/unit/__fixtures__/layers). A violation names both files.
 */

/** Unit tests run in Jest under Node, not in the browser: only the browser rule exempts them. */
const TEST_FILE = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'data-is-a-leaf',
      comment: 'src/data holds typed data: it imports packages and other data, nothing else from src.',
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
        'src runs in the browser (and its server render): no build-time code (config, plugins), no tools ' +
        '(scripts, bench, test) and no Node built-ins. Its unit tests run under Node and are exempt.',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_FILE },
      to: { path: '^(config|plugins|scripts|bench|test)/|^docusaurus\\.config\\.ts$|^sidebars/' },
    },
    {
      name: 'browser-code-runs-in-the-browser',
      comment: 'The same layer, second half: no Node built-ins (node:fs, path, ...), which no browser has.',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_FILE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'modules-below-components',
      comment: 'src/modules holds logic; it never imports the React components, the theme or the pages above it.',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { path: '^src/(components|theme|pages)/' },
    },
    {
      name: 'components-below-theme',
      comment: 'src/components never imports the swizzled theme (src/theme), which is built from them.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/theme/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Fixtures are deliberately broken (test/unit/__fixtures__/layers) or are not code of the site.
    exclude: { path: '(^|/)(node_modules|build|\\.docusaurus)/|/__fixtures__/' },
    doNotFollow: { path: '(^|/)node_modules/' },
    // Type-only imports count: a layer may not lean on another one's types either.
    tsPreCompilationDeps: true,
    // `@site/...` resolves through tsconfig.json's paths. Docusaurus's virtual modules (`@theme/...`,
    // `@docusaurus/Link`, `@generated/...`) are webpack aliases: they stay unresolved, which no rule forbids.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.cjs', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
