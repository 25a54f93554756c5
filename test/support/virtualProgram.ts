import path from 'node:path';
import ts from 'typescript';

/** Declaration files held in memory: absolute path (under {@link VIRTUAL_ROOT}) -> text. */
export type VirtualFiles = Readonly<Record<string, string>>;

/** Where the virtual files live; nothing is read from or written to this folder on disk. */
export const VIRTUAL_ROOT = '/virtual';

/** The path of a file inside a virtual installed package (`@mui/x-data-grid`, `index.d.ts`). */
export function packageFile(pkg: string, file = 'index.d.ts'): string {
  return `${VIRTUAL_ROOT}/node_modules/${pkg}/${file}`;
}

/** A small React stand-in: the names the api-docs plugin recognizes as something React renders. */
export const REACT_TYPES = `
export type ReactNode = ReactElement | string | number | null | undefined;
export interface ReactElement { type: unknown; props: unknown }
export declare namespace JSX { interface Element extends ReactElement {} }
export interface HTMLAttributes { id?: string; className?: string; title?: string }
`;

export interface VirtualProgram {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  /** The source file at a path given in the virtual files. */
  source(fileName: string): ts.SourceFile;
  /** A symbol a file exports, aliases resolved. */
  exported(fileName: string, name: string): ts.Symbol;
}

/**
 * A TypeScript program over in-memory declaration files (the standard library is read from the
 * installed TypeScript), for testing the api-docs plugin's readers on a few lines each.
 */
export function virtualProgram(files: VirtualFiles, options: ts.CompilerOptions = {}): VirtualProgram {
  const compilerOptions: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    strict: true,
    noEmit: true,
    types: [],
    lib: ['lib.es5.d.ts'],
    ...options,
  };
  const host = ts.createCompilerHost(compilerOptions, true);
  const has = (fileName: string): boolean =>
    Object.prototype.hasOwnProperty.call(files, path.posix.normalize(fileName));
  const inVirtualRoot = (fileName: string): boolean => fileName.startsWith(`${VIRTUAL_ROOT}/`);
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    has(fileName)
      ? ts.createSourceFile(fileName, files[path.posix.normalize(fileName)]!, languageVersion, true)
      : inVirtualRoot(fileName)
        ? undefined
        : getSourceFile.call(host, fileName, languageVersion, ...rest);
  host.fileExists = (fileName) => has(fileName) || (!inVirtualRoot(fileName) && fileExists.call(host, fileName));
  host.readFile = (fileName) =>
    has(fileName)
      ? files[path.posix.normalize(fileName)]
      : inVirtualRoot(fileName)
        ? undefined
        : readFile.call(host, fileName);
  host.directoryExists = (dir) =>
    inVirtualRoot(dir) || dir === VIRTUAL_ROOT
      ? Object.keys(files).some((file) => file.startsWith(`${dir.replace(/\/$/, '')}/`))
      : (directoryExists?.call(host, dir) ?? true);
  host.getCurrentDirectory = () => VIRTUAL_ROOT;
  const program = ts.createProgram(Object.keys(files), compilerOptions, host);
  const checker = program.getTypeChecker();
  const source = (fileName: string): ts.SourceFile => {
    const found = program.getSourceFile(fileName);
    if (!found) throw new Error(`virtual program: no file ${fileName}`);
    return found;
  };
  const exported = (fileName: string, name: string): ts.Symbol => {
    const moduleSymbol = checker.getSymbolAtLocation(source(fileName));
    const symbol =
      moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((candidate) => candidate.name === name);
    if (!symbol) throw new Error(`virtual program: ${fileName} exports no ${name}`);
    return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };
  return { program, checker, source, exported };
}
