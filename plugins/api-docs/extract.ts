import ts from 'typescript';
import { API_PRODUCT_RULES, API_PRODUCTS, EVENTS_PRODUCT, GRID_EVENTS_INTERFACE } from '../../src/data/apiPackages';
import { apiPath } from '../../config/apiDocs/slug';
import { collapseObjectLiterals, normalizeTypeText, tokenizeType } from '../../config/apiDocs/typeText';
import type {
  ApiComponentPage,
  ApiEventsPage,
  ApiIndexPage,
  ApiInterfacePage,
  ApiPageData,
  ApiPageSummary,
} from '../../src/types/apiDocs';
import { deprecationOf, descriptionOf, splitComponentComment } from './comments';
import { sitePathOfUrl } from './sitePath';
import { docsOf, nodeText, packageRuleOf } from './declarations';
import { eventsOf } from './events';
import { classesOf, classesOfType, membersOf, overloadComponentProp, slotsOf } from './members';
import { compareNames, defaultImportName, planPages, type PagePlan } from './plans';
import { createApiProgram, findEntryPoints } from './program';

/** What the extraction produces before the site's own pages are known (see finalize.ts). */
export interface ApiModel {
  readonly pages: readonly ApiPageData[];
  /** Per page path: the documentation paths its JSDoc names as demos (`/x/react-data-grid/...`). */
  readonly demoHints: Readonly<Record<string, readonly string[]>>;
  /** Wall-clock and CPU milliseconds: building the TypeScript program, then reading the pages from it. */
  readonly timings: {
    readonly programMs: number;
    readonly extractMs: number;
    readonly programCpuMs: number;
    readonly extractCpuMs: number;
  };
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** The index page of each product: its pages by kind, name and plan. */
function indexPages(pages: readonly ApiPageData[]): ApiIndexPage[] {
  return API_PRODUCTS.map((product) => ({
    kind: 'index',
    product,
    slug: '',
    name: 'index',
    path: apiPath(product),
    plan: 'community',
    description: [],
    entries: pages
      .filter((page) => page.product === product && page.kind !== 'index')
      .map((page): ApiPageSummary => ({
        kind: page.kind as ApiPageSummary['kind'],
        name: page.name,
        path: page.path,
        plan: page.plan,
        ...(page.kind === 'component' && page.icon ? { icon: true } : {}),
        ...(page.deprecated ? { deprecated: true } : {}),
      })),
  }));
}

/** The name of a component's exported classes object (`Button` -> `buttonClasses`, `Unstable_Grid2` -> `grid2Classes`). */
export function classesExportName(component: string): string {
  const name = defaultImportName(component);
  return `${name.charAt(0).toLowerCase()}${name.slice(1)}Classes`;
}

/**
 * Extracts the API pages of the nine packages from their type declarations: one program, every
 * exported component, the listed interfaces, the data grid's events and an index per product.
 * Deterministic: the same packages give the same JSON.
 */
export function extractApi(siteDir: string): ApiModel {
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  const entries = findEntryPoints(siteDir);
  const program = createApiProgram(entries);
  const checker = program.getTypeChecker();
  const programMs = performance.now() - started;
  const programCpuMs = cpuMs(startedCpu);

  const { plans, exportsOf, linkerFor } = planPages(program, checker, entries);
  const prefixCache = new Map<string, string | null>();
  const demoHints: Record<string, string[]> = {};

  /** The exported `{name}Classes` object of a component, from its product's entry points. */
  const classesExportOf = (plan: PagePlan): ts.Symbol | undefined =>
    entries
      .filter((entry) => entry.pkg.product === plan.product)
      .map((entry) => exportsOf.get(entry)?.get(classesExportName(plan.name)))
      .find((symbol): symbol is ts.Symbol => symbol !== undefined);

  const pageOf = (plan: PagePlan): ApiComponentPage | ApiInterfacePage => {
    const linkName = linkerFor(plan.product);
    const lists = packageRuleOf(plan.product);
    const docs = docsOf(checker, plan.symbol);
    const deprecated = deprecationOf(docs, linkName);
    const base = {
      product: plan.product,
      slug: plan.slug,
      name: plan.name,
      path: plan.path,
      plan: plan.plan,
      imports: plan.imports,
      demos: [],
      ...(deprecated ? { deprecated } : {}),
    };
    if (plan.kind === 'component') {
      const { description, demoLinks } = splitComponentComment(docs.text);
      demoHints[plan.path] = demoLinks.map(sitePathOfUrl).filter((link): link is string => Boolean(link));
      const parameter = plan.signature?.parameters[0];
      const at = parameter?.valueDeclaration ?? plan.symbol.valueDeclaration;
      const propsType = parameter && at ? checker.getTypeOfSymbolAtLocation(parameter, at) : undefined;
      const { members, inheritance } = propsType
        ? membersOf(checker, propsType, linkName, plan.name, lists)
        : { members: [], inheritance: [] };
      const valueDeclaration = plan.symbol.valueDeclaration ?? plan.symbol.declarations?.[0];
      const componentProp = valueDeclaration
        ? overloadComponentProp(
            checker,
            checker.getTypeOfSymbolAtLocation(plan.symbol, valueDeclaration).getCallSignatures(),
            members,
            linkName,
            lists,
          )
        : undefined;
      const props = componentProp ? [...members, componentProp].sort(compareNames) : members;
      const classesProp = propsType ? classesOf(checker, propsType, linkName, prefixCache, lists) : [];
      // Without a `classes` prop (Box, Grid2), the exported `{name}Classes` object names them. With
      // one, the object adds the keys the prop declares inline rather than in an interface
      // (@mui/lab's LoadingButton: `Partial<ButtonClasses> & { loading?: string; ... }`).
      const classesExport = API_PRODUCT_RULES[plan.product].classesObject ? classesExportOf(plan) : undefined;
      const exportFile = classesExport?.valueDeclaration?.getSourceFile().fileName;
      const exportClasses =
        classesExport && exportFile
          ? classesOfType(checker, checker.getTypeOfSymbol(classesExport), linkName, prefixCache, {
              dtsFile: exportFile,
              constName: classesExportName(plan.name),
            })
          : [];
      const propKeys = new Set(classesProp.map((entry) => entry.key));
      const classes =
        classesProp.length === 0
          ? exportClasses
          : [...classesProp, ...exportClasses.filter((entry) => !propKeys.has(entry.key))].sort((a, b) =>
              a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
            );
      return {
        ...base,
        kind: 'component',
        description: descriptionOf(docs, linkName, description),
        props,
        slots: propsType ? slotsOf(checker, propsType, linkName, lists) : [],
        classes,
        inheritance,
        // An icon (of an MUI X package) is a Material UI SvgIcon: its props are SvgIcon's, not listed.
        icon:
          plan.name.endsWith('Icon') &&
          inheritance.some(
            (group) => !group.listed && group.package === '@mui/material' && group.from.startsWith('SvgIcon'),
          ),
      };
    }
    const declaration = plan.symbol.declarations?.[0];
    const type = checker.getDeclaredTypeOfSymbol(plan.symbol);
    const definition =
      declaration && ts.isTypeAliasDeclaration(declaration)
        ? tokenizeType(collapseObjectLiterals(normalizeTypeText(nodeText(declaration.type))), linkName, plan.name)
        : undefined;
    const { members, inheritance } = checker.isArrayType(type)
      ? { members: [], inheritance: [] }
      : membersOf(checker, type, linkName, plan.name, lists);
    return {
      ...base,
      kind: 'interface',
      description: descriptionOf(docs, linkName),
      ...(definition ? { definition } : {}),
      members,
      inheritance,
    };
  };

  const pages: ApiPageData[] = plans.map(pageOf);

  const lookup = entries
    .filter((entry) => entry.isRoot && entry.pkg.product === EVENTS_PRODUCT)
    .map((entry) => exportsOf.get(entry)?.get(GRID_EVENTS_INTERFACE))
    .find((symbol): symbol is ts.Symbol => symbol !== undefined);
  if (!lookup) throw new Error(`api-docs: ${GRID_EVENTS_INTERFACE} is not exported by the ${EVENTS_PRODUCT} packages`);
  const events: ApiEventsPage = {
    kind: 'events',
    product: EVENTS_PRODUCT,
    slug: 'events',
    name: 'events',
    path: apiPath(EVENTS_PRODUCT, 'events'),
    plan: 'community',
    description: [],
    source: GRID_EVENTS_INTERFACE,
    events: eventsOf(checker, lookup, linkerFor(EVENTS_PRODUCT)),
  };
  pages.push(events);
  pages.push(...indexPages(pages));

  return {
    pages,
    demoHints,
    timings: {
      programMs,
      extractMs: performance.now() - started - programMs,
      programCpuMs,
      extractCpuMs: cpuMs(startedCpu) - programCpuMs,
    },
  };
}
