/**
 * The checks of the migration guides' code samples (docs/x/migration), run by
 * test/unit/migration-samples.test.ts:
 *
 * 1. every fence marked `variants` is TypeScript and compiles with the transform the build applies to it
 *    (plugins/demo-sources: formatted as TypeScript, and turned into JavaScript by `tsToJs`);
 * 2. a guide has at least one such ```` ```tsx variants ```` fence (its before/after pairs);
 * 3. in fences titled "After", every name imported from an `@mui/...` module is exported by the installed
 *    package, asked of TypeScript once for all guides (see packageExports.ts).
 *
 * Each problem names the guide, the page line it is about and, for a missing export, the fence's line
 * and the name.
 */
import { formatTs, tsToJs } from '../../../plugins/demo-sources/transform';
import { fencesOf, isVariantsFence, type Fence } from './fences';
import { muiNamedImports } from './muiImports';
import { moduleExports, type ModuleExports } from './packageExports';

export interface Guide {
  /** The path a problem names (relative to the site, `docs/x/migration/migration-data-grid-v6.mdx`). */
  readonly file: string;
  readonly source: string;
}

export interface GuideProblem {
  readonly file: string;
  /** 1-based line of the page the problem is about. */
  readonly line: number;
  readonly message: string;
}

/** `file:line: message`, the form test failures print. */
export const formatProblem = ({ file, line, message }: GuideProblem): string => `${file}:${line}: ${message}`;

const TS_LANGUAGES = new Set(['ts', 'tsx', 'typescript']);

/** A fence whose title starts with the word "After" holds the code of the current version. */
export const isAfterFence = (fence: Fence): boolean => /^after\b/i.test(fence.title?.trim() ?? '');

/** The `variants` fences of a page, in page order. */
export const variantsFences = (source: string): Fence[] => fencesOf(source).filter(isVariantsFence);

/** Check 2: at least one `tsx variants` fence. */
export function missingPairsProblems(file: string, fences: readonly Fence[]): GuideProblem[] {
  return fences.some((fence) => fence.lang === 'tsx')
    ? []
    : [{ file, line: 1, message: 'the guide has no ```tsx variants fence (each change needs a Before/After pair)' }];
}

/** Check 1: each `variants` fence is TypeScript that the build's transform accepts. */
export async function compileProblems(file: string, fences: readonly Fence[]): Promise<GuideProblem[]> {
  const problems: GuideProblem[] = [];
  for (const fence of fences) {
    if (!TS_LANGUAGES.has(fence.lang)) {
      problems.push({
        file,
        line: fence.line,
        message: `a variants fence must be tsx or ts, not "${fence.lang || 'no language'}"`,
      });
      continue;
    }
    // The name the build gives the block, so that a message reads as the build's would.
    const name = `code-block-line-${fence.line}.${fence.lang === 'tsx' ? 'tsx' : 'ts'}`;
    try {
      await formatTs(fence.value, name);
      await tsToJs(fence.value, name);
    } catch (error) {
      const reason = (error as { message?: unknown }).message;
      problems.push({
        file,
        line: fence.line,
        message: `the variants fence does not compile: ${typeof reason === 'string' ? reason : String(error)}`,
      });
    }
  }
  return problems;
}

/** The `@mui/...` specifiers that the "After" fences of `fences` import names from. */
export function afterModules(fences: readonly Fence[]): Set<string> {
  const modules = new Set<string>();
  for (const fence of fences.filter(isAfterFence)) {
    for (const named of muiNamedImportsOf(fence)) modules.add(named.module);
  }
  return modules;
}

/** The TypeScript parser fails on nothing, but a non-TS fence is not read for imports. */
function muiNamedImportsOf(fence: Fence) {
  return TS_LANGUAGES.has(fence.lang) ? muiNamedImports(fence.value) : [];
}

/** Check 3: every name an "After" fence imports from `@mui/...` is exported by the installed module. */
export function importProblems(file: string, fences: readonly Fence[], exports: ModuleExports): GuideProblem[] {
  const problems: GuideProblem[] = [];
  for (const fence of fences.filter(isAfterFence)) {
    for (const { module, name, line } of muiNamedImportsOf(fence)) {
      const names = exports.get(module);
      if (names?.has(name)) continue;
      const where = `the "${fence.title ?? ''}" fence at line ${fence.line} imports \`${name}\` from '${module}'`;
      problems.push({
        file,
        // The fence's code starts on the line after the opening fence.
        line: fence.line + line,
        message: names
          ? `${where}, which the installed package does not export`
          : `${where}, a module that does not resolve in node_modules`,
      });
    }
  }
  return problems;
}

/**
 * All three checks on each guide; the installed exports are read once, for the modules all the guides'
 * "After" fences import from. Returns the problems per guide file (an empty list for a clean guide).
 */
export async function checkGuides(guides: readonly Guide[], rootDir: string): Promise<Map<string, GuideProblem[]>> {
  const fencesByFile = guides.map((guide) => ({ file: guide.file, fences: variantsFences(guide.source) }));
  const modules = new Set(fencesByFile.flatMap(({ fences }) => [...afterModules(fences)]));
  const exports = modules.size > 0 ? moduleExports(modules, rootDir) : new Map<string, undefined>();
  const result = new Map<string, GuideProblem[]>();
  for (const { file, fences } of fencesByFile) {
    result.set(file, [
      ...missingPairsProblems(file, fences),
      ...(await compileProblems(file, fences)),
      ...importProblems(file, fences, exports),
    ]);
  }
  return result;
}
