import ts from 'typescript';
import { packageFile, REACT_TYPES, virtualProgram } from '../../test/support/virtualProgram';
import {
  componentSignature,
  containerName,
  declaredTypeText,
  docsOf,
  isXPackage,
  matchesPackage,
  mayBeCallable,
  memberOrigin,
  packageRuleOf,
  nodeText,
  packageOfFile,
  propertiesOf,
  rendersReact,
  tagText,
} from './declarations';

const REACT = packageFile('@types/react');
const SPRING = packageFile('@react-spring/web');
const GRID = packageFile('@mui/x-data-grid');

const GRID_TYPES = `
import * as React from 'react';
import type { Animated } from '@react-spring/web';

/**
 * The grid's props.
 * @see https://example.com/one
 * @see https://example.com/two
 */
export interface GridProps {
  /**
   * Rows to show.
   * @default []
   */
  rows?: readonly string[];
  /** Called on a click. */
  onClick: (id: number) => void;
  /**
   * Sorts.
   * @param model The sort model.
   * @returns Whether it sorted.
   */
  sort<T>(model: T, /* a note */ strict?: boolean): boolean;
  label: 'a' | 'b';
  count: number;
  list: string[];
  shape: { a: number };
  renderer?: GridRenderer;
  maybe?: (() => void) | string;
  wrapped?: (GridRenderer);
  loose;
  /** @internal */
  hidden?: boolean;
}
export type GridRenderer = (value: string) => string;
export type Spread = { alpha: number } & { alpha: unknown; beta: string };
export interface Loose { [key: string]: any; color: string; size: number }
export declare const omitted: Omit<Loose, 'color'>;
export declare const omittedInIntersection: Omit<Loose, 'color'> & { extra: 1 };
export interface Extending extends Omit<Loose, 'size'> { own: boolean }
export type Aliased = { inAlias: number };
export const inline: { inVariable: number } = { inVariable: 1 };
export function maker(options: { inFunction: number }): void;
export declare const fromSpring: Animated<{ springOwn: number }>;
export declare const fromSpringImport: import('@react-spring/web').Animated<{ viaImport: number }>;
export declare const fromSelf: import('@mui/x-data-grid').Boxed<{ selfOwn: number }>;
export interface Boxed<T> { value: T }

export declare function DataTable(props: GridProps): React.JSX.Element;
export declare function NodeOrNull(props: GridProps): React.ReactNode | null;
export declare function Unstable_Preview(props: GridProps): React.JSX.Element;
export declare function lowerCase(props: GridProps): React.JSX.Element;
export declare function Counter(props: GridProps): number;
export declare function OnlyNull(props: GridProps): null | undefined;
export declare class ClassComponent { render(): React.JSX.Element }
export declare const Overloaded: {
  (props: { component: string } & GridProps): React.JSX.Element;
  (props: GridProps): React.JSX.Element;
};
export interface ThemeProps { tone: string }
export declare const ElementConstructor: ((props: GridProps) => React.ReactNode) | (new (props: GridProps) => ClassComponent);
`;

const { checker, exported, source } = virtualProgram({
  [REACT]: REACT_TYPES,
  [SPRING]: 'export interface Animated<T> { animated: T; springBase: number }',
  [GRID]: GRID_TYPES,
});

/** The declaration of a member of an exported type. */
function memberDeclaration(typeName: string, member: string): ts.Declaration {
  const declaration = checker
    .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(exported(GRID, typeName)))
    .find((symbol) => symbol.name === member)?.declarations?.[0];
  if (!declaration) throw new Error(`no member ${typeName}.${member}`);
  return declaration;
}

function propertyOfValue(valueName: string, member: string): ts.Symbol {
  const symbol = exported(GRID, valueName);
  const found = checker
    .getTypeOfSymbol(symbol)
    .getProperties()
    .find((candidate) => candidate.name === member);
  if (!found) throw new Error(`no member ${valueName}.${member}`);
  return found;
}

function functionReturn(name: string): ts.Type {
  return checker.getTypeOfSymbol(exported(GRID, name)).getCallSignatures()[0]!.getReturnType();
}

describe('packageOfFile', () => {
  it('names the package of a file under node_modules, scoped or not, the innermost one winning', () => {
    expect(packageOfFile('/site/node_modules/@mui/x-data-grid/models/props.d.ts')).toBe('@mui/x-data-grid');
    expect(packageOfFile('/site/node_modules/typescript/lib/lib.d.ts')).toBe('typescript');
    expect(packageOfFile('/site/node_modules/a/node_modules/@types/react/index.d.ts')).toBe('@types/react');
  });

  it('reads Windows paths, and calls anything outside node_modules the site', () => {
    expect(packageOfFile('C:\\site\\node_modules\\@mui\\x-charts\\index.d.ts')).toBe('@mui/x-charts');
    expect(packageOfFile('/site/src/data/products.ts')).toBe('(site)');
  });
});

describe('isXPackage', () => {
  it('lists the members of MUI X packages only', () => {
    expect(isXPackage('@mui/x-data-grid-pro')).toBe(true);
    expect(isXPackage('@mui/material')).toBe(false);
    expect(isXPackage('@types/react')).toBe(false);
  });
});

describe('matchesPackage and packageRuleOf', () => {
  it('matches exact names, and prefixes ending in *', () => {
    expect(matchesPackage(['@mui/x-*'], '@mui/x-charts')).toBe(true);
    expect(matchesPackage(['@mui/material'], '@mui/material')).toBe(true);
    expect(matchesPackage(['@mui/material'], '@mui/material-nextjs')).toBe(false);
    expect(matchesPackage([], '@mui/material')).toBe(false);
  });

  it('lists MUI X members on MUI X pages, Material UI and MUI System members on Material UI pages', () => {
    expect(packageRuleOf('charts')('@mui/x-charts')).toBe(true);
    expect(packageRuleOf('data-grid')('@mui/material')).toBe(false);
    expect(packageRuleOf('material')('@mui/material')).toBe(true);
    expect(packageRuleOf('material')('@mui/system')).toBe(true);
    expect(packageRuleOf('material')('@types/react')).toBe(false);
    expect(packageRuleOf('material')('@mui/x-data-grid')).toBe(false);
  });
});

describe('containerName', () => {
  it('names the interface, type alias, variable or function a member is declared in', () => {
    expect(containerName(memberDeclaration('GridProps', 'rows'))).toBe('GridProps');
    expect(containerName(memberDeclaration('Aliased', 'inAlias'))).toBe('Aliased');
    expect(containerName(propertyOfValue('inline', 'inVariable').declarations![0]!)).toBe('inline');
    const options = checker.getTypeOfSymbol(exported(GRID, 'maker')).getCallSignatures()[0]!.parameters[0]!;
    const inFunction = checker.getTypeOfSymbol(options).getProperties()[0]!.declarations![0]!;
    expect(containerName(inFunction)).toBe('maker');
  });

  it('says anonymous for a node outside any named declaration', () => {
    const statement = source(GRID).statements[0]!;
    expect(containerName(statement)).toBe('(anonymous)');
  });
});

describe('memberOrigin', () => {
  it('gives a member its own file and type by default', () => {
    expect(memberOrigin(checker, memberDeclaration('GridProps', 'rows'))).toEqual({
      pkg: '@mui/x-data-grid',
      from: 'GridProps',
    });
  });

  it("credits a type argument written inline to the other package's type it is passed to", () => {
    const viaReference = propertyOfValue('fromSpring', 'animated');
    const springOwn = checker.getTypeOfSymbol(viaReference).getProperties()[0]!.declarations![0]!;
    expect(memberOrigin(checker, springOwn)).toEqual({ pkg: '@react-spring/web', from: 'Animated' });
    const viaImport = checker.getTypeOfSymbol(propertyOfValue('fromSpringImport', 'animated')).getProperties()[0]!
      .declarations![0]!;
    expect(memberOrigin(checker, viaImport)).toEqual({ pkg: '@react-spring/web', from: 'Animated' });
  });

  it('keeps a type argument given to an MUI X type with the file it is written in', () => {
    const selfOwn = checker.getTypeOfSymbol(propertyOfValue('fromSelf', 'value')).getProperties()[0]!.declarations![0]!;
    expect(memberOrigin(checker, selfOwn)).toEqual({ pkg: '@mui/x-data-grid', from: 'fromSelf' });
  });
});

describe('docsOf and tagText', () => {
  it('reads the comment, repeated tags in order, and parameters by name', () => {
    const props = docsOf(checker, exported(GRID, 'GridProps'));
    expect(props.text).toBe("The grid's props.");
    expect(props.tags.get('see')).toEqual(['https://example.com/one', 'https://example.com/two']);
    const sort = docsOf(
      checker,
      checker.getPropertyOfType(checker.getDeclaredTypeOfSymbol(exported(GRID, 'GridProps')), 'sort')!,
    );
    expect(sort.params.get('model')).toBe('The sort model.');
    expect(sort.tags.has('param')).toBe(false);
    expect(tagText(sort, 'returns')).toBe('Whether it sorted.');
  });

  it('gives the first text of a tag, an empty text for a bare tag, undefined for a missing one', () => {
    const props = checker.getDeclaredTypeOfSymbol(exported(GRID, 'GridProps'));
    const rows = docsOf(checker, checker.getPropertyOfType(props, 'rows')!);
    expect(tagText(rows, 'default')).toBe('[]');
    expect(tagText(docsOf(checker, checker.getPropertyOfType(props, 'hidden')!), 'internal')).toBe('');
    expect(tagText(rows, 'deprecated')).toBeUndefined();
  });
});

describe('rendersReact', () => {
  it('accepts JSX.Element and ReactNode, also with null or undefined beside them', () => {
    expect(rendersReact(functionReturn('DataTable'))).toBe(true);
    expect(rendersReact(functionReturn('NodeOrNull'))).toBe(true);
  });

  it('refuses other results, and a union that is only null', () => {
    expect(rendersReact(functionReturn('Counter'))).toBe(false);
    expect(rendersReact(functionReturn('OnlyNull'))).toBe(false);
  });
});

describe('componentSignature', () => {
  const signature = (name: string) => componentSignature(checker, name, exported(GRID, name));

  it('finds the props signature of a PascalCase function returning JSX, Unstable_ prefix allowed', () => {
    expect(signature('DataTable')?.parameters[0]?.name).toBe('props');
    expect(signature('Unstable_Preview')).toBeDefined();
  });

  it('takes the last of several signatures (the plain one)', () => {
    const found = signature('Overloaded');
    expect(found && checker.typeToString(checker.getTypeOfSymbol(found.parameters[0]!))).toBe('GridProps');
  });

  it('reads a union of a function and a class constructor (React.JSXElementConstructor) by its function', () => {
    const found = signature('ElementConstructor');
    expect(found && checker.typeToString(checker.getTypeOfSymbol(found.parameters[0]!))).toBe('GridProps');
  });

  it('refuses lower-case names, classes, types and functions that render nothing', () => {
    expect(signature('lowerCase')).toBeUndefined();
    expect(signature('ClassComponent')).toBeUndefined();
    expect(signature('GridProps')).toBeUndefined();
    expect(signature('Counter')).toBeUndefined();
  });
});

describe('nodeText and declaredTypeText', () => {
  const text = (member: string) => {
    const declaration = memberDeclaration('GridProps', member);
    const symbol = checker.getPropertyOfType(checker.getDeclaredTypeOfSymbol(exported(GRID, 'GridProps')), member)!;
    return declaredTypeText(checker, symbol, declaration);
  };

  it('writes a property type as declared, and a method as an arrow type without comments', () => {
    expect(text('rows')).toBe('readonly string[]');
    expect(text('renderer')).toBe('GridRenderer');
    expect(text('sort')).toBe('<T>(model: T, strict?: boolean) => boolean');
    expect(nodeText(memberDeclaration('GridProps', 'sort'))).not.toContain('a note');
  });

  it("falls back to the checker's type for a property written without a type", () => {
    expect(text('loose')).toBe('any');
  });
});

describe('mayBeCallable', () => {
  const callable = (member: string) => mayBeCallable(memberDeclaration('GridProps', member));

  it('is true for methods, function types, named types (bare or in parentheses) and unions with one', () => {
    expect(callable('sort')).toBe(true);
    expect(callable('onClick')).toBe(true);
    expect(callable('renderer')).toBe(true);
    expect(callable('wrapped')).toBe(true);
    expect(callable('maybe')).toBe(true);
  });

  it('is false for keywords, literals, arrays and object literals; true when no type is written', () => {
    expect(callable('count')).toBe(false);
    expect(callable('label')).toBe(false);
    expect(callable('list')).toBe(false);
    expect(callable('shape')).toBe(false);
    expect(callable('loose')).toBe(true);
  });
});

describe('propertiesOf', () => {
  const names = (typeName: string) =>
    propertiesOf(checker, checker.getDeclaredTypeOfSymbol(exported(GRID, typeName))).map((symbol) => symbol.name);

  it('lists the members of an intersection once each, the first declaration winning', () => {
    expect(names('Spread')).toEqual(['alpha', 'beta']);
    const [alpha] = propertiesOf(checker, checker.getDeclaredTypeOfSymbol(exported(GRID, 'Spread')));
    expect(containerName(alpha!.declarations![0]!)).toBe('Spread');
    expect(checker.typeToString(checker.getTypeOfSymbol(alpha!))).toBe('number');
  });

  it('reads Omit of a type with an index signature as its members without the omitted keys', () => {
    const ofValue = (name: string) =>
      propertiesOf(checker, checker.getTypeOfSymbol(exported(GRID, name))).map((symbol) => symbol.name);
    expect(ofValue('omitted')).toEqual(['size']);
    expect(ofValue('omittedInIntersection').sort()).toEqual(['extra', 'size']);
  });

  it("gives an interface extending such an Omit its base's remaining members", () => {
    expect(names('Extending').sort()).toEqual(['color', 'own']);
  });

  it('lists a plain interface as the checker does', () => {
    expect(names('ThemeProps')).toEqual(['tone']);
  });
});
