import fs from 'node:fs';
import ts from 'typescript';
import { unstable_generateUtilityClass as generateUtilityClass } from '@mui/utils';
import { API_INTERFACES, API_NAME_ALIASES, API_PACKAGES, EVENTS_PRODUCT, GRID_EVENTS_INTERFACE } from '../../src/data/apiPackages';
import { parseRichText, type NameLinker } from '../../src/modules/apiDocs/richText';
import { apiPath, apiSlug } from '../../src/modules/apiDocs/slug';
import { collapseObjectLiterals, normalizeTypeText, tokenizeType } from '../../src/modules/apiDocs/typeText';
import {
  API_PRODUCTS,
  type ApiComponentPage,
  type ApiCssClass,
  type ApiEvent,
  type ApiEventsPage,
  type ApiIndexPage,
  type ApiInheritance,
  type ApiInterfacePage,
  type ApiMember,
  type ApiPageData,
  type ApiPageSummary,
  type ApiPlan,
  type ApiProduct,
  type ApiSignature,
  type ApiSlot,
  type RichText,
} from '../../src/modules/apiDocs/types';
import {
  componentSignature,
  declaredTypeText,
  docsOf,
  isXPackage,
  mayBeCallable,
  memberOrigin,
  nodeText,
  packageOfFile,
  propertiesOf,
  resolveAlias,
  tagText,
  typeToText,
  type SymbolDocs,
} from './declarations';
import { createApiProgram, findEntryPoints, type EntryPoint } from './program';

const PLAN_RANK: Record<ApiPlan, number> = { community: 0, pro: 1, premium: 2 };

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

interface Exported {
  readonly entry: EntryPoint;
  readonly symbol: ts.Symbol;
}

/** A page to build: one exported name of one product, with the symbol it documents. */
interface PagePlan {
  readonly product: ApiProduct;
  readonly name: string;
  readonly slug: string;
  readonly path: string;
  readonly plan: ApiPlan;
  /** The declaration documented: the one of the highest plan exporting the name (a superset). */
  readonly symbol: ts.Symbol;
  readonly kind: 'component' | 'interface';
  readonly signature?: ts.Signature;
  readonly imports: readonly string[];
}

function planOfPackage(name: string): ApiPlan {
  return API_PACKAGES.find((pkg) => pkg.name === name)?.plan ?? 'community';
}

function paidPlan(plan: ApiPlan): Exclude<ApiPlan, 'community'> | undefined {
  return plan === 'community' ? undefined : plan;
}

function compareNames(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** The value and type exports of every entry point, aliases resolved. */
function exportsByEntry(program: ts.Program, checker: ts.TypeChecker, entries: readonly EntryPoint[]): Map<EntryPoint, Map<string, ts.Symbol>> {
  const result = new Map<EntryPoint, Map<string, ts.Symbol>>();
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`api-docs: cannot read the exports of ${entry.specifier}`);
    const names = new Map<string, ts.Symbol>();
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) names.set(symbol.name, resolveAlias(checker, symbol));
    result.set(entry, names);
  }
  return result;
}

/** Removes the `Demos:` and `API:` link lists MUI puts in component comments; returns the demo links. */
export function splitComponentComment(text: string): { description: string; demoLinks: string[] } {
  const body: string[] = [];
  const demoLinks: string[] = [];
  let section: 'body' | 'demos' | 'api' = 'body';
  for (const line of text.split('\n')) {
    const heading = /^\s*(Demos|API):\s*$/.exec(line);
    if (heading) {
      section = heading[1] === 'Demos' ? 'demos' : 'api';
      continue;
    }
    if (section !== 'body') {
      const item = /^\s*-\s*\[[^\]]*\]\(([^)]+)\)/.exec(line);
      if (item) {
        if (section === 'demos') demoLinks.push(item[1]);
        continue;
      }
      if (!line.trim()) continue;
      section = 'body';
    }
    body.push(line);
  }
  return { description: body.join('\n').trim(), demoLinks };
}

/** `https://mui.com/x/react-data-grid/demo/#x` -> `/x/react-data-grid/demo` (site paths only). */
export function sitePathOfUrl(url: string): string | undefined {
  const match = /^(?:https:\/\/mui\.com)?(\/[^#?]*)/.exec(url);
  if (!match) return undefined;
  return match[1].replace(/\/+$/, '') || '/';
}

/** Reads the component name that a `*Classes` object is generated with, from the package's JS. */
function utilityPrefix(classesInterface: ts.InterfaceDeclaration, cache: Map<string, string | null>): string | null {
  const dtsFile = classesInterface.getSourceFile().fileName;
  const constName = classesInterface.name.text.charAt(0).toLowerCase() + classesInterface.name.text.slice(1);
  const key = `${dtsFile}#${constName}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const jsFile = dtsFile.replace(/\.d\.ts$/, '.js');
  let prefix: string | null = null;
  if (fs.existsSync(jsFile)) {
    const js = fs.readFileSync(jsFile, 'utf8');
    const own = new RegExp(`const ${constName}\\s*=\\s*(?:\\(0,\\s*)?[\\w.]*generateUtilityClasses\\)?\\(\\s*['"]([\\w-]+)['"]`).exec(js);
    const any = /generateUtilityClass(?:es)?\)?\(\s*['"]([\w-]+)['"]/.exec(js);
    prefix = own?.[1] ?? any?.[1] ?? null;
  }
  cache.set(key, prefix);
  return prefix;
}

/**
 * Extracts the API pages of the seven packages from their type declarations: one program, every
 * exported component, the listed interfaces and the data grid's events. Deterministic: the same
 * packages give the same JSON.
 */
export function extractApi(siteDir: string): ApiModel {
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  const cpuMs = (since: NodeJS.CpuUsage): number => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  const entries = findEntryPoints(siteDir);
  const program = createApiProgram(entries);
  const checker = program.getTypeChecker();
  const programMs = performance.now() - started;
  const programCpuMs = cpuMs(startedCpu);

  const exportsOf = exportsByEntry(program, checker, entries);
  const signatures = new Map<ts.Symbol, ts.Signature | null>();
  const componentSignatureOf = (name: string, symbol: ts.Symbol): ts.Signature | undefined => {
    if (!signatures.has(symbol)) signatures.set(symbol, componentSignature(checker, name, symbol) ?? null);
    return signatures.get(symbol) ?? undefined;
  };
  const entriesOf = (product: ApiProduct): EntryPoint[] => entries.filter((entry) => entry.pkg.product === product);

  // 1. Which pages exist, so that descriptions and types can link to them.
  const plans: PagePlan[] = [];
  for (const product of API_PRODUCTS) {
    const productEntries = entriesOf(product);
    const roots = productEntries.filter((entry) => entry.isRoot);
    const isComponentExport = (name: string, symbol: ts.Symbol): boolean => componentSignatureOf(name, symbol) !== undefined;
    /** Every entry point that exports the name (as a component, for component pages), subpaths first. */
    const importsOf = (name: string, kind: PagePlan['kind']): string[] => {
      const rank = (entry: EntryPoint): string => `${API_PACKAGES.indexOf(entry.pkg)}:${entry.isRoot ? 1 : 0}:${entry.specifier}`;
      return [...productEntries]
        .sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0))
        .filter((entry) => {
          const symbol = exportsOf.get(entry)?.get(name);
          return symbol !== undefined && (kind === 'interface' || isComponentExport(name, symbol));
        })
        .map((entry) => `import ${kind === 'interface' ? 'type ' : ''}{ ${name} } from '${entry.specifier}';`);
    };
    const exportedBy = (name: string): Exported[] =>
      roots.flatMap((entry) => {
        const symbol = exportsOf.get(entry)?.get(name);
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
        imports: importsOf(name, kind),
      });
    };
    const names = [...new Set(roots.flatMap((entry) => [...(exportsOf.get(entry)?.keys() ?? [])]))].sort();
    for (const name of names) {
      // Some packages export a stub under another plan's name (`DataGrid` in the Pro package renders
      // nothing and is deprecated): only the exports that are components count.
      const components = exportedBy(name).filter(({ symbol }) => isComponentExport(name, symbol));
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
  const linkerFor =
    (product: ApiProduct): NameLinker =>
    (name) => {
      const target = API_NAME_ALIASES[product]?.[name] ?? name;
      return byProduct.get(product)?.get(target) ?? API_PRODUCTS.map((other) => byProduct.get(other)?.get(target)).find(Boolean);
    };

  // 2. The pages' contents.
  const prefixCache = new Map<string, string | null>();
  const pages: ApiPageData[] = [];
  const demoHints: Record<string, string[]> = {};

  const richText = (text: string, linkName: NameLinker): RichText => parseRichText(text, linkName);
  const descriptionOf = (docs: SymbolDocs, linkName: NameLinker): RichText => {
    const see = (docs.tags.get('see') ?? []).filter(Boolean);
    return richText([docs.text, ...see].filter(Boolean).join('\n\n'), linkName);
  };
  const deprecationOf = (docs: SymbolDocs, linkName: NameLinker): RichText | undefined => {
    const text = tagText(docs, 'deprecated');
    return text === undefined ? undefined : richText(text, linkName);
  };

  interface Members {
    members: ApiMember[];
    inheritance: ApiInheritance[];
  }

  const membersOf = (type: ts.Type, linkName: NameLinker, self: string): Members => {
    const members: ApiMember[] = [];
    const groups = new Map<string, { from: Set<string>; package: string; count: number; listed: boolean }>();
    for (const symbol of propertiesOf(checker, type)) {
      const declaration = symbol.declarations?.[0];
      if (!declaration) continue;
      const { pkg, from } = memberOrigin(checker, declaration);
      const listed = isXPackage(pkg);
      const docs = listed ? docsOf(checker, symbol) : undefined;
      if (docs && (docs.tags.has('ignore') || docs.tags.has('internal'))) continue;
      // React's own attribute interfaces count as one group; others group by declaring type.
      const groupKey = pkg === '@types/react' ? pkg : `${pkg}#${from}`;
      const group = groups.get(groupKey) ?? { from: new Set<string>(), package: pkg, count: 0, listed };
      group.from.add(from);
      group.count += 1;
      groups.set(groupKey, group);
      if (!listed || !docs) continue;

      const callable = mayBeCallable(declaration) ? checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, declaration)) : undefined;
      const callSignatures = callable?.getCallSignatures() ?? [];
      let signature: ApiSignature | undefined;
      if (callable && callSignatures.length > 0 && callable.getProperties().length === 0) {
        const [first] = callSignatures;
        signature = {
          params: first.parameters.map((parameter) => {
            const parameterDeclaration = parameter.valueDeclaration;
            const rest = parameterDeclaration && ts.isParameter(parameterDeclaration) && parameterDeclaration.dotDotDotToken ? '...' : '';
            const optional = parameterDeclaration && ts.isParameter(parameterDeclaration) && parameterDeclaration.questionToken ? '?' : '';
            const description = docs.params.get(parameter.name);
            return {
              name: `${rest}${parameter.name}${optional}`,
              type: tokenizeType(normalizeTypeText(typeToText(checker, checker.getTypeOfSymbolAtLocation(parameter, declaration))), linkName, self),
              ...(description ? { description: richText(description, linkName) } : {}),
            };
          }),
          returns: {
            type: tokenizeType(normalizeTypeText(typeToText(checker, first.getReturnType())), linkName, self),
            ...(tagText(docs, 'returns') ? { description: richText(tagText(docs, 'returns') ?? '', linkName) } : {}),
          },
        };
      }
      const defaultValue = tagText(docs, 'default');
      const deprecated = deprecationOf(docs, linkName);
      const plan = paidPlan(planOfPackage(pkg));
      members.push({
        name: symbol.name,
        type: tokenizeType(normalizeTypeText(declaredTypeText(checker, symbol, declaration)), linkName, self),
        description: descriptionOf(docs, linkName),
        required: !(symbol.flags & ts.SymbolFlags.Optional),
        ...(defaultValue !== undefined ? { default: defaultValue } : {}),
        ...(deprecated ? { deprecated } : {}),
        ...(signature ? { signature } : {}),
        ...(plan ? { plan } : {}),
        declaredIn: from,
      });
    }
    members.sort(compareNames);
    const inheritance = [...groups.values()]
      .map((group): ApiInheritance => {
        const from = [...group.from].sort().join(', ');
        const target = group.from.size === 1 ? (linkName(from) ?? (from.endsWith('Props') ? linkName(from.slice(0, -'Props'.length)) : undefined)) : undefined;
        return {
          from,
          package: group.package,
          count: group.count,
          listed: group.listed,
          ...(target && target !== linkName(self) ? { href: target } : {}),
        };
      })
      .sort((a, b) => (a.package !== b.package ? (a.package < b.package ? -1 : 1) : a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
    return { members, inheritance };
  };

  const slotsOf = (propsType: ts.Type, linkName: NameLinker): ApiSlot[] => {
    const slotsProp = propertiesOf(checker, propsType).find((symbol) => symbol.name === 'slots');
    const declaration = slotsProp?.declarations?.[0];
    if (!slotsProp || !declaration || !isXPackage(packageOfFile(declaration.getSourceFile().fileName))) return [];
    const slotsType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(slotsProp, declaration));
    return checker
      .getPropertiesOfType(slotsType)
      .flatMap((slot): ApiSlot[] => {
        const slotDeclaration = slot.declarations?.[0];
        if (!slotDeclaration) return [];
        const docs = docsOf(checker, slot);
        if (docs.tags.has('ignore') || docs.tags.has('internal')) return [];
        const defaultValue = tagText(docs, 'default');
        const defaultHref = defaultValue && /^[A-Z][\w]*$/.test(defaultValue) ? linkName(defaultValue) : undefined;
        const plan = paidPlan(planOfPackage(packageOfFile(slotDeclaration.getSourceFile().fileName)));
        return [
          {
            name: slot.name,
            description: descriptionOf(docs, linkName),
            ...(defaultValue ? { default: defaultValue } : {}),
            ...(defaultHref ? { defaultHref } : {}),
            ...(plan ? { plan } : {}),
          },
        ];
      })
      .sort(compareNames);
  };

  const classesOf = (propsType: ts.Type, linkName: NameLinker): ApiCssClass[] => {
    const classesProp = propertiesOf(checker, propsType).find((symbol) => symbol.name === 'classes');
    const declaration = classesProp?.declarations?.[0];
    if (!classesProp || !declaration || !isXPackage(packageOfFile(declaration.getSourceFile().fileName))) return [];
    const classesType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(classesProp, declaration));
    return checker
      .getPropertiesOfType(classesType)
      .flatMap((member): ApiCssClass[] => {
        const memberDeclaration = member.declarations?.[0];
        const owner = memberDeclaration?.parent;
        if (!owner || !ts.isInterfaceDeclaration(owner)) return [];
        const prefix = utilityPrefix(owner, prefixCache);
        if (!prefix) return [];
        const docs = docsOf(checker, member);
        const deprecated = deprecationOf(docs, linkName);
        return [
          {
            key: member.name,
            className: generateUtilityClass(prefix, member.name),
            description: descriptionOf(docs, linkName),
            ...(deprecated ? { deprecated } : {}),
          },
        ];
      })
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  };

  for (const plan of plans) {
    const linkName = linkerFor(plan.product);
    const docs = docsOf(checker, plan.symbol);
    const deprecated = deprecationOf(docs, linkName);
    const base = {
      product: plan.product,
      slug: plan.slug,
      name: plan.name,
      path: plan.path,
      plan: plan.plan,
      ...(deprecated ? { deprecated } : {}),
    };
    if (plan.kind === 'component') {
      const { description, demoLinks } = splitComponentComment(docs.text);
      demoHints[plan.path] = demoLinks.map(sitePathOfUrl).filter((link): link is string => Boolean(link));
      const parameter = plan.signature?.parameters[0];
      const propsType = parameter ? checker.getTypeOfSymbolAtLocation(parameter, parameter.valueDeclaration ?? plan.symbol.valueDeclaration!) : undefined;
      const { members, inheritance } = propsType ? membersOf(propsType, linkName, plan.name) : { members: [], inheritance: [] };
      const icon = inheritance.some((group) => group.package === '@mui/material' && /^SvgIcon/.test(group.from)) && plan.name.endsWith('Icon');
      const page: ApiComponentPage = {
        ...base,
        kind: 'component',
        description: richText([description, ...(docs.tags.get('see') ?? [])].filter(Boolean).join('\n\n'), linkName),
        imports: plan.imports,
        props: members,
        slots: propsType ? slotsOf(propsType, linkName) : [],
        classes: propsType ? classesOf(propsType, linkName) : [],
        inheritance,
        demos: [],
        icon,
      };
      pages.push(page);
    } else {
      const declaration = plan.symbol.declarations?.[0];
      const type = checker.getDeclaredTypeOfSymbol(plan.symbol);
      const definition =
        declaration && ts.isTypeAliasDeclaration(declaration)
          ? tokenizeType(collapseObjectLiterals(normalizeTypeText(nodeText(declaration.type))), linkName, plan.name)
          : undefined;
      const { members, inheritance } = checker.isArrayType(type) ? { members: [], inheritance: [] } : membersOf(type, linkName, plan.name);
      const page: ApiInterfacePage = {
        ...base,
        kind: 'interface',
        description: descriptionOf(docs, linkName),
        imports: plan.imports,
        ...(definition ? { definition } : {}),
        members,
        inheritance,
        demos: [],
      };
      pages.push(page);
    }
  }

  // 3. The data grid's events.
  {
    const product = EVENTS_PRODUCT;
    const linkName = linkerFor(product);
    const lookup = entriesOf(product)
      .filter((entry) => entry.isRoot)
      .map((entry) => exportsOf.get(entry)?.get(GRID_EVENTS_INTERFACE))
      .find(Boolean);
    if (!lookup) throw new Error(`api-docs: ${GRID_EVENTS_INTERFACE} is not exported by the ${product} packages`);
    const lookupType = checker.getDeclaredTypeOfSymbol(lookup);
    const typeOf = (owner: ts.Type, key: string, at: ts.Node): string | undefined => {
      const member = checker.getPropertyOfType(owner, key);
      if (!member) return undefined;
      const memberDeclaration = member.declarations?.[0];
      if (memberDeclaration && ts.isPropertySignature(memberDeclaration) && memberDeclaration.type) return nodeText(memberDeclaration.type);
      return typeToText(checker, checker.getTypeOfSymbolAtLocation(member, at));
    };
    const events = checker
      .getPropertiesOfType(lookupType)
      .flatMap((event): ApiEvent[] => {
        const declaration = event.declarations?.[0];
        if (!declaration) return [];
        const docs = docsOf(checker, event);
        if (docs.tags.has('ignore') || docs.tags.has('internal')) return [];
        const shape = checker.getTypeOfSymbolAtLocation(event, declaration);
        const params = typeOf(shape, 'params', declaration);
        const nativeEvent = typeOf(shape, 'event', declaration);
        const plan = paidPlan(planOfPackage(packageOfFile(declaration.getSourceFile().fileName)));
        return [
          {
            name: event.name,
            description: descriptionOf(docs, linkName),
            params: tokenizeType(normalizeTypeText(params ?? 'void'), linkName),
            ...(nativeEvent ? { event: tokenizeType(normalizeTypeText(nativeEvent), linkName) } : {}),
            ...(plan ? { plan } : {}),
          },
        ];
      })
      .sort(compareNames);
    const page: ApiEventsPage = {
      kind: 'events',
      product,
      slug: 'events',
      name: 'events',
      path: apiPath(product, 'events'),
      plan: 'community',
      description: [],
      source: GRID_EVENTS_INTERFACE,
      events,
    };
    pages.push(page);
  }

  // 4. One index per product.
  for (const product of API_PRODUCTS) {
    const entriesOfProduct = pages
      .filter((page) => page.product === product && page.kind !== 'index')
      .map((page): ApiPageSummary => ({
        kind: page.kind as ApiPageSummary['kind'],
        name: page.name,
        path: page.path,
        plan: page.plan,
        ...(page.kind === 'component' && page.icon ? { icon: true } : {}),
        ...(page.deprecated ? { deprecated: true } : {}),
      }));
    const index: ApiIndexPage = {
      kind: 'index',
      product,
      slug: '',
      name: 'index',
      path: apiPath(product),
      plan: 'community',
      description: [],
      entries: entriesOfProduct,
    };
    pages.push(index);
  }

  return {
    pages,
    demoHints,
    timings: { programMs, extractMs: performance.now() - started - programMs, programCpuMs, extractCpuMs: cpuMs(startedCpu) - programCpuMs },
  };
}
