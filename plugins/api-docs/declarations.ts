import ts from 'typescript';
import { API_PRODUCT_RULES, type ApiProduct } from '../../src/data/apiPackages';

/** The npm package a declaration file belongs to (`@mui/x-data-grid`, `@types/react`, `typescript`). */
export function packageOfFile(fileName: string): string {
  const normalized = fileName.split('\\').join('/');
  const index = normalized.lastIndexOf('/node_modules/');
  if (index < 0) return '(site)';
  const parts = normalized.slice(index + '/node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '(unknown)');
}

/** Whether members declared in this package are listed on the pages (MUI X's own packages). */
export function isXPackage(name: string): boolean {
  return name.startsWith('@mui/x-');
}

/** Which packages' declarations a product's pages list (see `ApiProductRules.declaring`). */
export type PackageRule = (name: string) => boolean;

/** Whether a package name matches one of the patterns: an exact name, or a prefix ending in `*`. */
export function matchesPackage(patterns: readonly string[], name: string): boolean {
  return patterns.some((pattern) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern));
}

/** The rule of a product: MUI X pages list `@mui/x-*` members, Material UI pages `@mui/material` and `@mui/system` ones. */
export function packageRuleOf(product: ApiProduct): PackageRule {
  const { declaring } = API_PRODUCT_RULES[product];
  return (name) => matchesPackage(declaring, name);
}

/** The interface, type alias, class (or, for inline types, the variable or function) a member is declared in. */
export function containerName(declaration: ts.Node): string {
  for (let node: ts.Node | undefined = declaration.parent; node; node = node.parent) {
    if (
      (ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isFunctionDeclaration(node)) &&
      node.name
    ) {
      return node.name.text;
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) return node.name.text;
  }
  return '(anonymous)';
}

/** Where a member comes from: the package and the type that declare it. */
export interface MemberOrigin {
  readonly pkg: string;
  readonly from: string;
}

/**
 * The origin of a member. Declaration files sometimes inline another package's type argument
 * (`import("@react-spring/web").AnimatedProps<{ ...every SVG attribute... }>`): such members belong to
 * that package, not to the file they happen to be written in.
 */
export function memberOrigin(
  checker: ts.TypeChecker,
  declaration: ts.Declaration,
  lists: PackageRule = isXPackage,
): MemberOrigin {
  const literal = declaration.parent;
  const reference = literal && ts.isTypeLiteralNode(literal) ? literal.parent : undefined;
  if (reference && ts.isImportTypeNode(reference) && reference.typeArguments?.includes(literal as ts.TypeNode)) {
    const argument = reference.argument;
    if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal) && !lists(argument.literal.text)) {
      return { pkg: argument.literal.text, from: reference.qualifier?.getText() ?? argument.literal.text };
    }
  }
  if (reference && ts.isTypeReferenceNode(reference) && reference.typeArguments?.includes(literal as ts.TypeNode)) {
    const target = checker.getSymbolAtLocation(reference.typeName);
    const resolved = target && resolveAlias(checker, target);
    const targetDeclaration = resolved?.declarations?.[0];
    const pkg = targetDeclaration && packageOfFile(targetDeclaration.getSourceFile().fileName);
    if (pkg && !lists(pkg)) return { pkg, from: reference.typeName.getText() };
  }
  return { pkg: packageOfFile(declaration.getSourceFile().fileName), from: containerName(declaration) };
}

export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** A symbol's JSDoc: the comment text and its tags. */
export interface SymbolDocs {
  readonly text: string;
  /** Tag name -> texts (a tag can repeat, e.g. `@see`). */
  readonly tags: ReadonlyMap<string, readonly string[]>;
  /** `@param name text` by parameter name. */
  readonly params: ReadonlyMap<string, string>;
}

export function docsOf(checker: ts.TypeChecker, symbol: ts.Symbol): SymbolDocs {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  const tags = new Map<string, string[]>();
  const params = new Map<string, string>();
  for (const tag of symbol.getJsDocTags(checker)) {
    const parts = tag.text ?? [];
    if (tag.name === 'param') {
      const nameIndex = parts.findIndex((part) => part.kind === 'parameterName');
      if (nameIndex >= 0) {
        params.set(parts[nameIndex].text, ts.displayPartsToString(parts.slice(nameIndex + 1)).trim());
        continue;
      }
    }
    const list = tags.get(tag.name) ?? [];
    list.push(ts.displayPartsToString(parts).trim());
    tags.set(tag.name, list);
  }
  return { text, tags, params };
}

/** The first text of a tag, or undefined when the tag is absent. */
export function tagText(docs: SymbolDocs, name: string): string | undefined {
  return docs.tags.get(name)?.[0];
}

const REACT_RESULTS = new Set(['Element', 'ReactElement', 'ReactNode', 'ReactPortal']);

/** Whether a function's return type is something React renders (JSX.Element, ReactNode, ... or null). */
export function rendersReact(type: ts.Type): boolean {
  if (type.aliasSymbol && REACT_RESULTS.has(type.aliasSymbol.name)) return true;
  if (type.isUnion()) {
    const parts = type.types.filter((part) => !(part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
    return parts.length > 0 && parts.every(rendersReact);
  }
  const symbol = type.getSymbol();
  return symbol !== undefined && REACT_RESULTS.has(symbol.name);
}

const COMPONENT_NAME = /^(Unstable_)?[A-Z][a-z0-9]/;

/**
 * The call signature that makes an exported value a React component, or undefined when it is not
 * one: a PascalCase value callable with props and returning JSX (function components, forwardRef,
 * memo, styled and overridable components). Of several signatures, the last is the plain one
 * (OverridableComponent puts its `component`-prop overload first).
 */
export function componentSignature(checker: ts.TypeChecker, name: string, symbol: ts.Symbol): ts.Signature | undefined {
  if (!COMPONENT_NAME.test(name) || !(symbol.flags & ts.SymbolFlags.Value)) return undefined;
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!declaration || symbol.flags & ts.SymbolFlags.Class) return undefined;
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  // React.JSXElementConstructor<P> (Material UI's Hidden) is a union of a function and a class
  // constructor: the union has no call signature of its own, its function member has.
  const signatures =
    type.getCallSignatures().length === 0 && type.isUnion()
      ? type.types.flatMap((part) => part.getCallSignatures())
      : type.getCallSignatures();
  if (signatures.length === 0 || !signatures.some((signature) => rendersReact(signature.getReturnType())))
    return undefined;
  return signatures[signatures.length - 1];
}

const printer = ts.createPrinter({ removeComments: true, omitTrailingSemicolon: true });

/** A node of a declaration file as source text, without the comments it contains. */
export function nodeText(node: ts.Node): string {
  return printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile());
}

/** The type of a member as its declaration writes it (the type annotation, or the method's signature). */
export function declaredTypeText(checker: ts.TypeChecker, symbol: ts.Symbol, declaration: ts.Declaration): string {
  if ((ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
    return nodeText(declaration.type);
  }
  if (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration)) {
    const typeParameters = declaration.typeParameters ? `<${declaration.typeParameters.map(nodeText).join(', ')}>` : '';
    const parameters = declaration.parameters.map(nodeText).join(', ');
    return `${typeParameters}(${parameters}) => ${declaration.type ? nodeText(declaration.type) : 'void'}`;
  }
  return checker.typeToString(
    checker.getTypeOfSymbolAtLocation(symbol, declaration),
    undefined,
    ts.TypeFormatFlags.NoTruncation,
  );
}

/**
 * Whether a member's declared type may be a function (so its call signature is worth resolving):
 * methods, function types and named types; not keywords, literals, arrays or object literals.
 */
export function mayBeCallable(declaration: ts.Declaration): boolean {
  if (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration)) return true;
  if (!(ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) || !declaration.type) return true;
  const visit = (node: ts.TypeNode): boolean => {
    if (
      ts.isFunctionTypeNode(node) ||
      ts.isTypeReferenceNode(node) ||
      ts.isIndexedAccessTypeNode(node) ||
      ts.isImportTypeNode(node)
    )
      return true;
    if (ts.isParenthesizedTypeNode(node)) return visit(node.type);
    if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) return node.types.some(visit);
    return false;
  };
  return visit(declaration.type);
}

/**
 * The properties of a type. `Omit<X, K>` of a type with an index signature (`[key: string]: any`)
 * keeps only the index signature, so an Omit (within an intersection too) is read as X's properties
 * without the omitted keys.
 */
export function propertiesOf(checker: ts.TypeChecker, type: ts.Type): ts.Symbol[] {
  if (type.isIntersection()) {
    const byName = new Map<string, ts.Symbol>();
    for (const symbol of type.types.flatMap((part) => propertiesOf(checker, part))) {
      if (!byName.has(symbol.name)) byName.set(symbol.name, symbol);
    }
    return [...byName.values()];
  }
  const [target, omitted] = type.aliasSymbol?.name === 'Omit' ? (type.aliasTypeArguments ?? []) : [];
  if (target && omitted) {
    const keys = new Set(
      (omitted.isUnion() ? omitted.types : [omitted]).flatMap((key) => (key.isStringLiteral() ? [key.value] : [])),
    );
    return propertiesOf(checker, target).filter((symbol) => !keys.has(symbol.name));
  }
  const own = checker.getPropertiesOfType(type);
  // An interface extending such an Omit (`interface A extends Omit<B, 'color'>`) loses B's members too.
  const declared =
    type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference
      ? (type as ts.TypeReference).target
      : type;
  const isInterface =
    declared.flags & ts.TypeFlags.Object &&
    (declared as ts.ObjectType).objectFlags & (ts.ObjectFlags.Interface | ts.ObjectFlags.Class);
  if (!isInterface) return own;
  const omittedBases = (checker.getBaseTypes(declared as ts.InterfaceType) ?? []).filter(
    (base) => base.aliasSymbol?.name === 'Omit' || base.isIntersection(),
  );
  if (omittedBases.length === 0) return own;
  const byName = new Map(own.map((symbol) => [symbol.name, symbol]));
  for (const symbol of omittedBases.flatMap((base) => propertiesOf(checker, base))) {
    if (!byName.has(symbol.name)) byName.set(symbol.name, symbol);
  }
  return [...byName.values()];
}

export function typeToText(checker: ts.TypeChecker, type: ts.Type): string {
  return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
}
