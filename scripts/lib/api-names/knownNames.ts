/**
 * The names declared in the installed packages (see sources.ts), and the names of a page's own demos.
 *
 * Declarations are read with TypeScript's scanner with comments skipped, so a name that appears only
 * in a JSDoc comment does not count. Identifier and keyword tokens are names; string literal tokens are
 * kept apart (they hold `classes` keys such as `'columnHeader--sorted'` and literal types such as the
 * tree view's `'labelEditing'` feature). Also names: the entry points of the scanned packages
 * (`@mui/x-data-grid/themeAugmentation`), the icons, and the Data Grid's filter operator values, which
 * only its JavaScript declares. The set is built once per process and root.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DECLARATION_FOLDERS, ICONS_INDEX, OPERATORS, TYPESCRIPT_LIB } from './sources';

export interface DeclaredNames {
  /** Identifier (and keyword) tokens. */
  identifiers: Set<string>;
  /** Contents of string literal tokens. */
  strings: Set<string>;
}

export const emptyNames = (): DeclaredNames => ({ identifiers: new Set(), strings: new Set() });

const isName = (kind: ts.SyntaxKind): boolean =>
  kind === ts.SyntaxKind.Identifier || (kind >= ts.SyntaxKind.FirstKeyword && kind <= ts.SyntaxKind.LastKeyword);

/**
 * Adds the names in one declaration file's text; comments are skipped. Template literal types are
 * followed through their `${...}` parts, so the text after one is not mistaken for a new template.
 */
export function scanDeclarationText(text: string, into: DeclaredNames): DeclaredNames {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  /** Open braces inside each `${` being scanned, innermost last. */
  const templates: number[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.CloseBraceToken && templates.length > 0 && templates[templates.length - 1] === 0) {
      kind = scanner.reScanTemplateToken(false);
    }
    if (isName(kind)) into.identifiers.add(scanner.getTokenValue());
    else if (kind === ts.SyntaxKind.StringLiteral || kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral) {
      into.strings.add(scanner.getTokenValue());
    } else if (kind === ts.SyntaxKind.TemplateHead) templates.push(0);
    else if (kind === ts.SyntaxKind.TemplateTail) templates.pop();
    else if (kind === ts.SyntaxKind.OpenBraceToken && templates.length > 0) templates[templates.length - 1] += 1;
    else if (kind === ts.SyntaxKind.CloseBraceToken && templates.length > 0) templates[templates.length - 1] -= 1;
  }
  return into;
}

/** The filter operator values (`value: 'isAnyOf'`) in the text of a grid operators module. */
export function operatorValues(moduleText: string): string[] {
  return [...moduleText.matchAll(/\bvalue: '(\w+)'/g)].map((match) => match[1]);
}

/** Every icon of @mui/icons-material's index, as `Name` and `NameIcon`. */
export function iconNames(indexText: string): string[] {
  return [...indexText.matchAll(/^export const (\w+):/gm)].flatMap((match) => [match[1], `${match[1]}Icon`]);
}

/**
 * The `.d.ts` files below a folder, skipping nested node_modules; `entryPoints` receives the names of
 * the sub-folders that hold an `index.d.ts` (entry points such as `themeAugmentation`, `AdapterDayjs`).
 */
export function declarationFiles(folder: string, entryPoints: string[] = []): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules') continue;
      if (fs.existsSync(path.join(full, 'index.d.ts'))) entryPoints.push(entry.name);
      files.push(...declarationFiles(full, entryPoints));
    } else if (entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

const cache = new Map<string, DeclaredNames>();

/** The names declared by the installed packages of the project at `root`; cached per process. */
export function installedNames(root: string): DeclaredNames {
  const cached = cache.get(root);
  if (cached) return cached;
  const modules = path.join(root, 'node_modules');
  const names = emptyNames();
  const scan = (file: string) => scanDeclarationText(fs.readFileSync(file, 'utf8'), names);
  const entryPoints: string[] = [];
  for (const folder of DECLARATION_FOLDERS) declarationFiles(path.join(modules, folder), entryPoints).forEach(scan);
  for (const entryPoint of entryPoints) names.identifiers.add(entryPoint);
  const lib = path.join(modules, TYPESCRIPT_LIB.folder);
  for (const name of fs.readdirSync(lib)) if (TYPESCRIPT_LIB.pattern.test(name)) scan(path.join(lib, name));
  for (const icon of iconNames(fs.readFileSync(path.join(modules, ICONS_INDEX), 'utf8'))) names.identifiers.add(icon);
  const operators = path.join(modules, OPERATORS.folder);
  for (const name of fs.readdirSync(operators)) {
    if (!OPERATORS.pattern.test(name)) continue;
    for (const value of operatorValues(fs.readFileSync(path.join(operators, name), 'utf8')))
      names.identifiers.add(value);
  }
  cache.set(root, names);
  return names;
}

/** Every identifier in a demo's source (declared or imported): parsed, so JSX text and comments do not count. */
export function sourceIdentifiers(fileName: string, text: string): Set<string> {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

const demoCache = new Map<string, Set<string>>();

/** The identifiers of the demos in a `demos/` folder (none when it does not exist); cached per process. */
export function demoNames(folder: string): Set<string> {
  const cached = demoCache.get(folder);
  if (cached) return cached;
  const names = new Set<string>();
  if (fs.existsSync(folder)) {
    for (const entry of fs.readdirSync(folder)) {
      if (!/\.tsx?$/.test(entry)) continue;
      const file = path.join(folder, entry);
      for (const name of sourceIdentifiers(file, fs.readFileSync(file, 'utf8'))) names.add(name);
    }
  }
  demoCache.set(folder, names);
  return names;
}
