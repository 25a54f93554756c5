import ts from 'typescript';
import {
  API_INTERFACES,
  API_NAME_ALIASES,
  API_PACKAGES,
  API_PRODUCT_RULES,
  API_PRODUCTS,
  type ApiPlan,
  type ApiProduct,
} from '../../src/data/apiPackages';
import type { NameLinker } from '../../src/modules/apiDocs/richText';
import { apiPath, apiSlug } from '../../config/apiDocs/slug';
import { isHidden } from './comments';
import { componentSignature, docsOf, packageOfFile, resolveAlias } from './declarations';
import type { EntryPoint } from './program';

export const PLAN_RANK: Record<ApiPlan, number> = { community: 0, pro: 1, premium: 2 };

/** The plan of an MUI X package (`community` for any other package). */
export function planOfPackage(name: string): ApiPlan {
  return API_PACKAGES.find((pkg) => pkg.name === name)?.plan ?? 'community';
}

export function paidPlan(plan: ApiPlan): Exclude<ApiPlan, 'community'> | undefined {
  return plan === 'community' ? undefined : plan;
}

export function compareNames(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** The name a default import binds (`Unstable_Grid2` -> `Grid2`). */
export function defaultImportName(name: string): string {
  return name.replace(/^Unstable_/, '');
}

/** A page to build: one exported name of one product, with the symbol it documents. */
export interface PagePlan {
  readonly product: ApiProduct;
  readonly name: string;
  readonly slug: string;
  readonly path: string;
  /** The lowest plan whose package exports the name. */
  readonly plan: ApiPlan;
  /** The declaration documented: the one of the highest plan exporting the name (a superset). */
  readonly symbol: ts.Symbol;
  readonly kind: 'component' | 'interface';
  /** For components, the call signature whose first parameter is the props. */
  readonly signature?: ts.Signature;
  readonly imports: readonly string[];
}

export interface PagePlans {
  readonly plans: readonly PagePlan[];
  /** The value and type exports of every entry point, aliases resolved. */
  readonly exportsOf: ReadonlyMap<EntryPoint, ReadonlyMap<string, ts.Symbol>>;
  /** Finds the page of a name as the types of a product's pages mention it. */
  linkerFor(product: ApiProduct): NameLinker;
}

interface Exported {
  readonly entry: EntryPoint;
  readonly symbol: ts.Symbol;
}

function exportsByEntry(
  program: ts.Program,
  checker: ts.TypeChecker,
  entries: readonly EntryPoint[],
): Map<EntryPoint, Map<string, ts.Symbol>> {
  const result = new Map<EntryPoint, Map<string, ts.Symbol>>();
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`api-docs: cannot read the exports of ${entry.specifier}`);
    const names = new Map<string, ts.Symbol>();
    for (const symbol of checker.getExportsOfModule(moduleSymbol))
      names.set(symbol.name, resolveAlias(checker, symbol));
    result.set(entry, names);
  }
  return result;
}

/**
 * Which pages exist: every React component the package roots export (stubs left out) and the listed
 * interfaces, per product, with their plan, the symbol to document and their import statements. Page
 * paths must be unique within a product.
 */
export function planPages(program: ts.Program, checker: ts.TypeChecker, entries: readonly EntryPoint[]): PagePlans {
  const exportsOf = exportsByEntry(program, checker, entries);
  const signatures = new Map<ts.Symbol, ts.Signature | null>();
  const componentSignatureOf = (name: string, symbol: ts.Symbol): ts.Signature | undefined => {
    if (!signatures.has(symbol)) signatures.set(symbol, componentSignature(checker, name, symbol) ?? null);
    return signatures.get(symbol) ?? undefined;
  };
  const isComponentExport = (name: string, symbol: ts.Symbol): boolean =>
    componentSignatureOf(name, symbol) !== undefined;
  const rank = (entry: EntryPoint): string =>
    `${API_PACKAGES.indexOf(entry.pkg)}:${entry.isRoot ? 1 : 0}:${entry.specifier}`;
  const ordered = [...entries].sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));

  const plans: PagePlan[] = [];
  for (const product of API_PRODUCTS) {
    const productEntries = ordered.filter((entry) => entry.pkg.product === product);
    const roots = productEntries.filter((entry) => entry.isRoot);
    const rules = API_PRODUCT_RULES[product];
    /**
     * What an entry point exports under a name. A package listed in `forwardingPackages` counts only
     * for what it declares itself and does not tag `@ignore`: not its forwards, not its stubs.
     */
    const exportedFrom = (entry: EntryPoint, name: string): ts.Symbol | undefined => {
      const symbol = exportsOf.get(entry)?.get(name);
      if (!symbol || !rules.forwardingPackages.includes(entry.pkg.name)) return symbol;
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      const ownDeclaration =
        declaration !== undefined && packageOfFile(declaration.getSourceFile().fileName) === entry.pkg.name;
      return ownDeclaration && !isHidden(docsOf(checker, symbol)) ? symbol : undefined;
    };
    /** Whether a subpath entry point's default export is the component (`import Button from '@mui/material/Button'`). */
    const isDefaultOf = (entry: EntryPoint, symbol: ts.Symbol): boolean =>
      !entry.isRoot && exportedFrom(entry, 'default') === symbol;
    /**
     * Every entry point that exports the name (as a component, for component pages), subpaths first;
     * a subpath whose default export is the component is imported by default.
     */
    const importsOf = (name: string, kind: PagePlan['kind'], documented: ts.Symbol): string[] =>
      productEntries.flatMap((entry) => {
        const symbol = exportedFrom(entry, name);
        if (symbol !== undefined && (kind === 'interface' || isComponentExport(name, symbol)))
          return [`import ${kind === 'interface' ? 'type ' : ''}{ ${name} } from '${entry.specifier}';`];
        if (kind === 'component' && isDefaultOf(entry, documented))
          return [`import ${defaultImportName(name)} from '${entry.specifier}';`];
        return [];
      });
    /** Whether the product documents this component export (see `ApiProductRules`). */
    const isDocumented = (name: string, symbol: ts.Symbol): boolean =>
      !rules.skipped.includes(name) &&
      (!rules.ownEntryPoint ||
        productEntries.some((entry) => entry.specifier.endsWith(`/${name}`) && isDefaultOf(entry, symbol)));
    const exportedBy = (name: string): Exported[] =>
      roots.flatMap((entry) => {
        const symbol = exportedFrom(entry, name);
        return symbol ? [{ entry, symbol }] : [];
      });
    const add = (name: string, kind: PagePlan['kind'], exported: readonly Exported[]): void => {
      const lowest = exported.reduce((a, b) => (PLAN_RANK[b.entry.pkg.plan] < PLAN_RANK[a.entry.pkg.plan] ? b : a));
      const highest = exported.reduce((a, b) => (PLAN_RANK[b.entry.pkg.plan] > PLAN_RANK[a.entry.pkg.plan] ? b : a));
      const slug = apiSlug(name);
      plans.push({
        product,
        name,
        slug,
        path: apiPath(product, slug),
        plan: lowest.entry.pkg.plan,
        symbol: highest.symbol,
        kind,
        signature: kind === 'component' ? componentSignatureOf(name, highest.symbol) : undefined,
        imports: importsOf(name, kind, highest.symbol),
      });
    };
    const names = [...new Set(roots.flatMap((entry) => [...(exportsOf.get(entry)?.keys() ?? [])]))].sort();
    for (const name of names) {
      // Some packages export a stub under another plan's name (`DataGrid` in the Pro package renders
      // nothing and is deprecated): only the exports that are components count.
      const components = exportedBy(name).filter(
        ({ symbol }) => isComponentExport(name, symbol) && isDocumented(name, symbol),
      );
      if (components.length > 0) add(name, 'component', components);
    }
    for (const name of API_INTERFACES[product]) {
      const exported = exportedBy(name);
      if (exported.length === 0) throw new Error(`api-docs: ${name} is not exported by the ${product} packages`);
      add(name, 'interface', exported);
    }
    const slugs = new Map<string, string>();
    for (const plan of plans.filter((candidate) => candidate.product === product)) {
      const other = slugs.get(plan.slug);
      if (other) throw new Error(`api-docs: ${other} and ${plan.name} would share the page ${plan.path}`);
      slugs.set(plan.slug, plan.name);
    }
  }

  const byProduct = new Map<ApiProduct, Map<string, string>>();
  for (const plan of plans) {
    const names = byProduct.get(plan.product) ?? new Map<string, string>();
    names.set(plan.name, plan.path);
    byProduct.set(plan.product, names);
  }
  // A name links to a page of its own product, else of another product of the same area: the
  // MUI X pages do not link to the Material UI ones (nor the reverse).
  const linkerFor =
    (product: ApiProduct): NameLinker =>
    (name) => {
      const target = API_NAME_ALIASES[product]?.[name] ?? name;
      const area = API_PRODUCT_RULES[product].area;
      return (
        byProduct.get(product)?.get(target) ??
        API_PRODUCTS.filter((other) => API_PRODUCT_RULES[other].area === area)
          .map((other) => byProduct.get(other)?.get(target))
          .find(Boolean)
      );
    };
  return { plans, exportsOf, linkerFor };
}
