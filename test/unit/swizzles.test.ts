import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The swizzled theme components (src/theme) wrap the original wherever Docusaurus allows it. One
 * that replaces it says why on its first line; none imports from theme-common's internal entry what
 * the public one exports.
 */
const SITE_DIR = path.resolve(__dirname, '../..');
const THEME_DIR = path.join(SITE_DIR, 'src/theme');
const INTERNAL = '@docusaurus/theme-common/internal';
const REPLACED = '// Replaced, not wrapped: ';
/** Reading theme-common's declarations takes a TypeScript program: seconds, more under load. */
const PROGRAM_TIMEOUT_MS = 120_000;

function themeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return themeFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The module names a file imports from, each with the names it takes. */
function importsOf(file: string): Array<{ from: string; names: string[] }> {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TSX,
  );
  return source.statements.filter(ts.isImportDeclaration).map((statement) => {
    const bindings = statement.importClause?.namedBindings;
    const names =
      bindings && ts.isNamedImports(bindings)
        ? bindings.elements.map((element) => (element.propertyName ?? element.name).text)
        : [];
    return { from: (statement.moduleSpecifier as ts.StringLiteral).text, names };
  });
}

/** What `@docusaurus/theme-common` (the public entry) exports, read from its type declarations. */
function publicThemeCommonExports(): Set<string> {
  const entry = require.resolve('@docusaurus/theme-common', { paths: [SITE_DIR] }).replace(/\.js$/, '.d.ts');
  const program = ts.createProgram([entry], { skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  return new Set(checker.getExportsOfModule(module).map((symbol) => symbol.name));
}

const files = themeFiles(THEME_DIR);
const relative = (file: string): string => path.relative(SITE_DIR, file);

describe('swizzled theme components', () => {
  it('finds the theme folder', () => {
    expect(files.map(relative)).toEqual(expect.arrayContaining(['src/theme/Root.tsx', 'src/theme/TabItem/index.tsx']));
  });

  it.each(files.map((file) => [relative(file), file]))(
    '%s wraps the original or says on its first line why not',
    (_name, file) => {
      // A wrapper imports the original, or requires it where it first renders (evaluated on first use).
      const wraps =
        importsOf(file).some(({ from }) => from.startsWith('@theme-original/')) ||
        /\brequire\(\s*'@theme-original\//.test(fs.readFileSync(file, 'utf8'));
      const firstLine = fs.readFileSync(file, 'utf8').split('\n')[0];
      if (wraps) {
        expect(firstLine.startsWith(REPLACED)).toBe(false);
      } else {
        expect(firstLine).toMatch(/^\/\/ Replaced, not wrapped: \S.{10,}$/);
      }
    },
  );

  it(
    'imports from the internal entry only what the public one lacks, and says so on the first line',
    () => {
      const publicNames = publicThemeCommonExports();
      expect(publicNames).toContain('usePrismTheme');
      const problems = files.flatMap((file) =>
        importsOf(file)
          .filter(({ from }) => from === INTERNAL)
          .flatMap(({ names }) => {
            const firstLine = fs.readFileSync(file, 'utf8').split('\n')[0];
            return names.flatMap((name) => [
              ...(publicNames.has(name)
                ? [`${relative(file)}: ${name} is public, import it from @docusaurus/theme-common`]
                : []),
              ...(firstLine.startsWith('//') && firstLine.includes(name)
                ? []
                : [`${relative(file)}: the first line does not say why ${name} is internal`]),
            ]);
          }),
      );
      expect(problems).toEqual([]);
    },
    PROGRAM_TIMEOUT_MS,
  );
});
