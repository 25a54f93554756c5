import fs from 'node:fs';
import ts from 'typescript';
import { unstable_generateUtilityClass as generateUtilityClass } from '@mui/utils';
import { parseRichText, type NameLinker } from '../../src/modules/apiDocs/richText';
import { normalizeTypeText, tokenizeType } from '../../config/apiDocs/typeText';
import type { ApiCssClass, ApiInheritance, ApiMember, ApiSignature, ApiSlot } from '../../src/types/apiDocs';
import { deprecationOf, descriptionOf, isHidden } from './comments';
import {
  declaredTypeText,
  docsOf,
  isXPackage,
  mayBeCallable,
  memberOrigin,
  packageOfFile,
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
 * The members of a props type or interface that MUI X declares (with type, JSDoc, default,
 * deprecation, signature and plan), sorted by name, and where all members come from: the
 * declaring types, including the React and Material UI ones whose members are counted, not listed.
 */
export function membersOf(checker: ts.TypeChecker, type: ts.Type, linkName: NameLinker, self: string): Members {
  const members: ApiMember[] = [];
  const groups = new Map<string, { from: Set<string>; package: string; count: number; listed: boolean }>();
  for (const symbol of propertiesOf(checker, type)) {
    const declaration = symbol.declarations?.[0];
    if (!declaration) continue;
    const { pkg, from } = memberOrigin(checker, declaration);
    const listed = isXPackage(pkg);
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
      const target =
        group.from.size === 1
          ? (linkName(from) ?? (from.endsWith('Props') ? linkName(from.slice(0, -'Props'.length)) : undefined))
          : undefined;
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

/** The type of a prop declared by MUI X, or undefined (a prop of React or Material UI, or none). */
function xPropType(checker: ts.TypeChecker, propsType: ts.Type, name: string): ts.Type | undefined {
  const prop = propertiesOf(checker, propsType).find((symbol) => symbol.name === name);
  const declaration = prop?.declarations?.[0];
  if (!prop || !declaration || !isXPackage(packageOfFile(declaration.getSourceFile().fileName))) return undefined;
  return checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, declaration));
}

/** The slots of a component: the members of its `slots` prop, with the default component of each. */
export function slotsOf(checker: ts.TypeChecker, propsType: ts.Type, linkName: NameLinker): ApiSlot[] {
  const slotsType = xPropType(checker, propsType, 'slots');
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
): ApiCssClass[] {
  const classesType = xPropType(checker, propsType, 'classes');
  if (!classesType) return [];
  return checker
    .getPropertiesOfType(classesType)
    .flatMap((member): ApiCssClass[] => {
      const owner = member.declarations?.[0]?.parent;
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
}
