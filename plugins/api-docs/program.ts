import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { API_PACKAGES, PRIVATE_ENTRY_POINTS, type ApiPackage } from '../../src/data/apiPackages';

/** A module readers import from: a package root or one of its public subpaths. */
export interface EntryPoint {
  /** What goes in the import statement: `@mui/x-date-pickers` or `@mui/x-date-pickers/DatePicker`. */
  readonly specifier: string;
  readonly pkg: ApiPackage;
  /** The entry point's `index.d.ts`. */
  readonly file: string;
  readonly isRoot: boolean;
}

/** The folder of an installed package. */
export function packageDir(siteDir: string, name: string): string {
  return path.join(siteDir, 'node_modules', ...name.split('/'));
}

/**
 * The public entry points of the packages: the root `index.d.ts`, then every subfolder with its own
 * `package.json` and `index.d.ts` (how these packages declare subpath imports), sorted by name.
 */
export function findEntryPoints(siteDir: string, packages: readonly ApiPackage[] = API_PACKAGES): EntryPoint[] {
  return packages.flatMap((pkg) => {
    const dir = packageDir(siteDir, pkg.name);
    const rootFile = path.join(dir, 'index.d.ts');
    if (!fs.existsSync(rootFile))
      throw new Error(`api-docs: ${pkg.name} has no index.d.ts in ${dir}; is it installed?`);
    const subpaths = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !PRIVATE_ENTRY_POINTS.includes(entry.name))
      .map((entry) => entry.name)
      .filter(
        (name) =>
          fs.existsSync(path.join(dir, name, 'package.json')) && fs.existsSync(path.join(dir, name, 'index.d.ts')),
      )
      .sort();
    return [
      { specifier: pkg.name, pkg, file: rootFile, isRoot: true },
      ...subpaths.map((name) => ({
        specifier: `${pkg.name}/${name}`,
        pkg,
        file: path.join(dir, name, 'index.d.ts'),
        isRoot: false,
      })),
    ];
  });
}

export const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/** One program over every entry point: parsed and bound once; the checker works lazily on demand. */
export function createApiProgram(entryPoints: readonly EntryPoint[]): ts.Program {
  return ts.createProgram(
    entryPoints.map((entry) => entry.file),
    COMPILER_OPTIONS,
  );
}
