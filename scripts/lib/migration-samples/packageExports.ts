/**
 * What installed modules export, asked of TypeScript as the site's own code would ask it.
 *
 * One in-memory source file holds an `import * as` line per module specifier and nothing else; the
 * program resolves those imports against the real node_modules of `rootDir` (bundler resolution, as
 * in the site's tsconfig) and the checker lists each module's exports, re-exports and types
 * included. Nothing is written to disk.
 */
import path from 'node:path';
import ts from 'typescript';

/** Export names per module specifier; `undefined` when the specifier does not resolve. */
export type ModuleExports = ReadonlyMap<string, ReadonlySet<string> | undefined>;

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.Preserve,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
};

/** The exports of each of `specifiers`, resolved from `rootDir` (a folder with node_modules). */
export function moduleExports(specifiers: Iterable<string>, rootDir: string): ModuleExports {
  const modules = [...new Set(specifiers)];
  // The file sits in rootDir so that resolution walks up from there; it exists only in memory.
  const fileName = path.join(path.resolve(rootDir), '__migration-samples-imports__.ts');
  const text = modules.map((specifier, index) => `import * as m${index} from ${JSON.stringify(specifier)};`).join('\n');
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const { getSourceFile, fileExists, readFile } = host;
  const isOurs = (name: string): boolean => path.resolve(name) === fileName;
  host.getSourceFile = (name, languageVersion, ...rest) =>
    isOurs(name)
      ? ts.createSourceFile(name, text, languageVersion, true)
      : getSourceFile.call(host, name, languageVersion, ...rest);
  host.fileExists = (name) => isOurs(name) || fileExists.call(host, name);
  host.readFile = (name) => (isOurs(name) ? text : readFile.call(host, name));
  host.getCurrentDirectory = () => path.resolve(rootDir);

  const program = ts.createProgram([fileName], COMPILER_OPTIONS, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(fileName);
  if (!source) throw new Error(`moduleExports: TypeScript did not load ${fileName}`);

  const result = new Map<string, ReadonlySet<string> | undefined>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const moduleSymbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
    result.set(
      statement.moduleSpecifier.text,
      moduleSymbol ? new Set(checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name)) : undefined,
    );
  }
  return result;
}
