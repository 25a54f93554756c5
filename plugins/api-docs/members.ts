import fs from 'node:fs';
import ts from 'typescript';
import { unstable_generateUtilityClass as generateUtilityClass } from '@mui/utils';
import { parseRichText, type NameLinker } from '../../src/modules/apiDocs/richText';
import { normalizeTypeText, tokenizeType } from '../../config/apiDocs/typeText';
import type { ApiCssClass, ApiInheritance, ApiMember, ApiSignature, ApiSlot } from '../../src/types/apiDocs';
import { deprecationOf, descriptionOf, isHidden } from './comments';
import {
  containerName,
  declaredTypeText,
  docsOf,
  isXPackage,
  mayBeCallable,
  memberOrigin,
  packageOfFile,
  type PackageRule,
  propertiesOf,
  tagText,
  typeToText,
  type SymbolDocs,
} from './declarations';
import { compareNames, paidPlan, planOfPackage } from './plans';

export interface Members {
  readonly members: ApiMember[];
  readonly inheritance: ApiInheritance[];
}

/** Where a `*Classes` object is declared: the declaration file and the constant's name. */
export interface ClassesObject {
  readonly dtsFile: string;
  readonly constName: string;
}

/** The object a classes interface is named after (`ButtonClasses` in buttonClasses.d.ts -> `buttonClasses`). */
function objectOfInterface(classesInterface: ts.InterfaceDeclaration): ClassesObject {
  const name = classesInterface.name.text;
  return {
    dtsFile: classesInterface.getSourceFile().fileName,
    constName: name.charAt(0).toLowerCase() + name.slice(1),
  };
}

/** Reads the component name that a `*Classes` object is generated with, from the package's JS. */
function utilityPrefix({ dtsFile, constName }: ClassesObject, cache: Map<string, string | null>): string | null {
  const key = `${dtsFile}#${constName}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const jsFile = dtsFile.replace(/\.d\.ts$/, '.js');
  let prefix: string | null = null;
  if (fs.existsSync(jsFile)) {
    const js = fs.readFileSync(jsFile, 'utf8');
    const own = new RegExp(
      `const ${constName}\\s*=\\s*(?:\\(0,\\s*)?[\\w.]*generateUtilityClasses\\)?\\(\\s*['"]([\\w-]+)['"]`,
    ).exec(js);
    const any = /generateUtilityClass(?:es)?\)?\(\s*['"]([\w-]+)['"]/.exec(js);
    prefix = own?.[1] ?? any?.[1] ?? null;
  }
  cache.set(key, prefix);
  return prefix;
}

/** The call signature of a function-valued member, with its JSDoc `@param` and `@returns` notes. */
function signatureOf(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  declaration: ts.Declaration,
  docs: SymbolDocs,
  linkName: NameLinker,
  self: string,
): ApiSignature | undefined {
  if (!mayBeCallable(declaration)) return undefined;
  const callable = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, declaration));
  const [first] = callable.getCallSignatures();
  if (!first || callable.getProperties().length > 0) return undefined;
  const type = (text: string) => tokenizeType(normalizeTypeText(text), linkName, self);
  const returns = tagText(docs, 'returns');
  return {
    params: first.parameters.map((parameter) => {
      const parameterDeclaration = parameter.valueDeclaration;
      const isParameter = parameterDeclaration !== undefined && ts.isParameter(parameterDeclaration);
      const rest = isParameter && parameterDeclaration.dotDotDotToken ? '...' : '';
      const optional = isParameter && parameterDeclaration.questionToken ? '?' : '';
      const description = docs.params.get(parameter.name);
      return {
        name: `${rest}${parameter.name}${optional}`,
        type: type(typeToText(checker, checker.getTypeOfSymbolAtLocation(parameter, declaration))),
        ...(description ? { description: parseRichText(description, linkName) } : {}),
      };
    }),
    returns: {
      type: type(typeToText(checker, first.getReturnType())),
      ...(returns ? { description: parseRichText(returns, linkName) } : {}),
    },
  };
}

/**
 * The page of the component a props type belongs to: the type's own page, else the component's
 * (`DataGridProps` -> DataGrid, Material UI's `ButtonBaseOwnProps` -> ButtonBase).
 */
export function pageOfDeclaringType(from: string, linkName: NameLinker): string | undefined {
  const component = /^(\w+?)(?:Own)?Props$/.exec(from)?.[1];
  return (
    linkName(from) ??
    (from.endsWith('Props') ? linkName(from.slice(0, -'Props'.length)) : undefined) ??
    (component ? linkName(component) : undefined)
  );
}

/**
 * The `component` prop of an overridable component (Material UI's OverridableComponent and
 * ExtendButtonBase): only the overload that takes it declares it, so the plain signature's props
 * lack it. Undefined when the props already have it or no overload declares it in a listed package.
 */
export function overloadComponentProp(
  checker: ts.TypeChecker,
  signatures: readonly ts.Signature[],
  props: readonly ApiMember[],
  linkName: NameLinker,
  lists: PackageRule,
): ApiMember | undefined {
  if (props.some((prop) => prop.name === 'component')) return undefined;
  for (const signature of signatures) {
    const parameter = signature.parameters[0];
    const at = parameter?.valueDeclaration;
    if (!parameter || !at) continue;
    const prop = propertiesOf(checker, checker.getTypeOfSymbolAtLocation(parameter, at)).find(
      (symbol) => symbol.name === 'component',
    );
    const declaration = prop?.declarations?.[0];
    if (!prop || !declaration || !lists(packageOfFile(declaration.getSourceFile().fileName))) continue;
    return {
      name: 'component',
      type: ['React.ElementType'],
      description: descriptionOf(docsOf(checker, prop), linkName),
      required: false,
      declaredIn: containerName(declaration),
    };
  }
  return undefined;
}

/**
 * The members of a props type or interface that MUI X declares (with type, JSDoc, default,
 * deprecation, signature and plan), sorted by name, and where all members come from: the
 * declaring types, including the React and Material UI ones whose members are counted, not listed.
 */
export function membersOf(
  checker: ts.TypeChecker,
  type: ts.Type,
  linkName: NameLinker,
  self: string,
  lists: PackageRule = isXPackage,
): Members {
  const members: ApiMember[] = [];
  const groups = new Map<string, { from: Set<string>; package: string; count: number; listed: boolean }>();
  for (const symbol of propertiesOf(checker, type)) {
    const declaration = symbol.declarations?.[0];
    if (!declaration) continue;
    const { pkg, from } = memberOrigin(checker, declaration, lists);
    const listed = lists(pkg);
    const docs = listed ? docsOf(checker, symbol) : undefined;
    if (docs && isHidden(docs)) continue;
    // React's own attribute interfaces count as one group; others group by declaring type.
    const groupKey = pkg === '@types/react' ? pkg : `${pkg}#${from}`;
    const group = groups.get(groupKey) ?? { from: new Set<string>(), package: pkg, count: 0, listed };
    group.from.add(from);
    group.count += 1;
    groups.set(groupKey, group);
    if (!docs) continue;

    const signature = signatureOf(checker, symbol, declaration, docs, linkName, self);
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
      const target = group.from.size === 1 ? pageOfDeclaringType(from, linkName) : undefined;
      return {
        from,
        package: group.package,
        count: group.count,
        listed: group.listed,
        ...(target && target !== linkName(self) ? { href: target } : {}),
      };
    })
    .sort((a, b) =>
      a.package !== b.package ? (a.package < b.package ? -1 : 1) : a.from < b.from ? -1 : a.from > b.from ? 1 : 0,
    );
  return { members, inheritance };
}

/** The type of a prop the page lists (declared by MUI X on X pages), or undefined (a prop of React or Material UI, or none). */
function listedPropType(
  checker: ts.TypeChecker,
  propsType: ts.Type,
  name: string,
  lists: PackageRule,
): ts.Type | undefined {
  const prop = propertiesOf(checker, propsType).find((symbol) => symbol.name === name);
  const declaration = prop?.declarations?.[0];
  if (!prop || !declaration || !lists(packageOfFile(declaration.getSourceFile().fileName))) return undefined;
  return checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, declaration));
}

/** The slots of a component: the members of its `slots` prop, with the default component of each. */
export function slotsOf(
  checker: ts.TypeChecker,
  propsType: ts.Type,
  linkName: NameLinker,
  lists: PackageRule = isXPackage,
): ApiSlot[] {
  const slotsType = listedPropType(checker, propsType, 'slots', lists);
  if (!slotsType) return [];
  return checker
    .getPropertiesOfType(slotsType)
    .flatMap((slot): ApiSlot[] => {
      const declaration = slot.declarations?.[0];
      if (!declaration) return [];
      const docs = docsOf(checker, slot);
      if (isHidden(docs)) return [];
      const defaultValue = tagText(docs, 'default');
      const defaultHref = defaultValue && /^[A-Z][\w]*$/.test(defaultValue) ? linkName(defaultValue) : undefined;
      const plan = paidPlan(planOfPackage(packageOfFile(declaration.getSourceFile().fileName)));
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
}

/**
 * The CSS classes of a component: the members of its `classes` prop's interface, with the global
 * class name that MUI's `generateUtilityClass` gives each (`MuiDataGrid-root`, `Mui-selected`).
 */
export function classesOf(
  checker: ts.TypeChecker,
  propsType: ts.Type,
  linkName: NameLinker,
  prefixCache: Map<string, string | null>,
  lists: PackageRule = isXPackage,
): ApiCssClass[] {
  const classesType = listedPropType(checker, propsType, 'classes', lists);
  return classesType ? classesOfType(checker, classesType, linkName, prefixCache) : [];
}

/**
 * The CSS classes of a classes interface (`ButtonClasses`, the type of the `classes` prop or of the
 * exported `buttonClasses` object), with their global class names. The prefix comes from the JS of
 * `object` when given (`grid2Classes` reuses @mui/system's `GridClasses` with its own `MuiGrid2`),
 * else from the JS beside the interface.
 */
export function classesOfType(
  checker: ts.TypeChecker,
  classesType: ts.Type,
  linkName: NameLinker,
  prefixCache: Map<string, string | null>,
  object?: ClassesObject,
): ApiCssClass[] {
  return checker
    .getPropertiesOfType(classesType)
    .flatMap((member): ApiCssClass[] => {
      const owner = member.declarations?.[0]?.parent;
      if (!owner || !ts.isInterfaceDeclaration(owner)) return [];
      const prefix = utilityPrefix(object ?? objectOfInterface(owner), prefixCache);
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
}
