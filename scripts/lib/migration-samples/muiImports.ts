/**
 * The names a code sample imports by name from `@mui/...` modules, read with TypeScript's parser.
 *
 * `import { A, B as C } from '@mui/x'` gives A and B (the exported names, not the local aliases), and
 * so do `import type { ... }` and `import D, { A } from ...` (the default import D is not a named
 * import and is left out). Namespace and side-effect imports name nothing. Other modules (`react`,
 * relative paths, `@mui-like/...`) are not read.
 */
import ts from 'typescript';

export interface NamedImport {
  /** The module specifier as written (`@mui/x-data-grid`, `@mui/material/styles`). */
  readonly module: string;
  /** The exported name the sample asks for. */
  readonly name: string;
  /** 1-based line of the name within the sample. */
  readonly line: number;
}

/** Whether a module specifier names a package of the `@mui` scope. */
export const isMuiModule = (specifier: string): boolean => specifier.startsWith('@mui/');

/** Every named import from an `@mui/...` module in `code` (TSX), in source order. */
export function muiNamedImports(code: string): NamedImport[] {
  const source = ts.createSourceFile('sample.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: NamedImport[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const module = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!isMuiModule(module) || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const imported = element.propertyName ?? element.name;
      const line = source.getLineAndCharacterOfPosition(imported.getStart(source)).line + 1;
      found.push({ module, name: imported.text, line });
    }
  }
  return found;
}
