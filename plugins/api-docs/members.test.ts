import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { typeString } from '../../test/support/typeString';
import { REACT_TYPES, virtualProgram } from '../../test/support/virtualProgram';
import { packageRuleOf } from './declarations';
import { classesOf, classesOfType, membersOf, overloadComponentProp, pageOfDeclaringType, slotsOf } from './members';

// On disk too: the CSS class prefixes are read from the package's JavaScript beside its declarations.
const ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'api-members-'));
const file = (pkg: string, name: string) => path.join(ROOT, 'node_modules', pkg, name).split(path.sep).join('/');

const GRID = file('@mui/x-data-grid', 'index.d.ts');
const PRO = file('@mui/x-data-grid-pro', 'index.d.ts');
const MATERIAL = file('@mui/material', 'index.d.ts');
const REACT = file('@types/react', 'index.d.ts');
const CLASSES = file('@mui/x-data-grid', 'classes.d.ts');
const OTHER_CLASSES = file('@mui/x-data-grid', 'otherClasses.d.ts');
const NO_JS_CLASSES = file('@mui/x-data-grid', 'noJsClasses.d.ts');

const FILES: Record<string, string> = {
  [REACT]: `${REACT_TYPES}\nexport interface AriaAttributes { 'aria-label'?: string }`,
  [MATERIAL]: `export interface BoxProps { sx?: object; component?: string }\nexport interface SlotsOwner { slots?: { icon: unknown } }`,
  [CLASSES]: `export interface GridClasses {\n  /** Styles the root. */\n  root: string;\n  /** @deprecated Use root. */\n  main: string;\n  selected: string;\n}`,
  [OTHER_CLASSES]: `export interface ChipClasses { label: string }`,
  [NO_JS_CLASSES]: `export interface BadgeClasses { dot: string }`,
  [GRID]: `
import type { HTMLAttributes, AriaAttributes, JSX } from '@types/react';
import type { BoxProps, SlotsOwner } from '@mui/material';
import type { GridClasses } from './classes';
import type { ChipClasses } from './otherClasses';
import type { BadgeClasses } from './noJsClasses';

export interface GridColDef { field: string }
export interface CachedGetter { (): string; cache: string }
export interface GridToolbarProps { dense?: boolean }
export declare function GridToolbar(props: GridToolbarProps): JSX.Element;

export interface GridSlots {
  /**
   * The toolbar.
   * @default GridToolbar
   */
  toolbar: unknown;
  /**
   * The base input.
   * @default 'input'
   */
  baseInput: unknown;
  /** A slot without a default. */
  footer: unknown;
  /** @ignore */
  internalSlot: unknown;
}

export interface DataGridPropsWithDefaults {
  /**
   * Whether the grid sizes itself.
   * @default false
   */
  autoHeight?: boolean;
}

export interface DataGridProps extends DataGridPropsWithDefaults, HTMLAttributes, AriaAttributes, BoxProps {
  /** The columns, see [[GridColDef]]. */
  columns: readonly GridColDef[];
  /**
   * Called on a row click.
   * @param id The row id.
   * @param rest Extra values.
   * @returns Whether it was handled.
   */
  onRowClick?: (id: number, note?: string, ...rest: string[]) => boolean;
  /** A callable object, not listed as a signature. */
  getter?: CachedGetter;
  /**
   * @deprecated Use columns.
   */
  oldColumns?: GridColDef[];
  /** @internal */
  secret?: string;
  /** Slots. */
  slots?: Partial<GridSlots>;
  /** Classes. */
  classes?: Partial<GridClasses>;
}

export interface ChipProps { classes?: ChipClasses; slots?: { icon: unknown } }
export interface BadgeProps { classes?: BadgeClasses }
export interface PlainProps { label: string }
export interface ForeignSlotsProps extends SlotsOwner { label: string }
export interface OwnSlotsProps extends BoxProps { slots?: { icon: unknown } }
`,
  [PRO]: `
import type { DataGridProps } from '@mui/x-data-grid';
export interface DataGridProProps extends DataGridProps {
  /** Pins columns. */
  pinnedColumns?: string[];
}
export interface ProSlots {
  /** The detail panel. */
  detailPanel: unknown;
}
export interface DataGridProSlotsProps { slots?: ProSlots }
`,
};

for (const [name, text] of Object.entries(FILES)) {
  fs.mkdirSync(path.dirname(name), { recursive: true });
  fs.writeFileSync(name, text);
}
fs.writeFileSync(
  CLASSES.replace(/\.d\.ts$/, '.js'),
  "const other = generateUtilityClasses('MuiOther', []);\nexport const gridClasses = generateUtilityClasses('MuiDataGrid', ['root']);\n",
);
// Another constant name: the first prefix of the file is taken.
fs.writeFileSync(
  OTHER_CLASSES.replace(/\.d\.ts$/, '.js'),
  "export const x = (0, generateUtilityClass)('MuiChip', 'label');\n",
);
afterAll(() => fs.rmSync(ROOT, { recursive: true, force: true }));

const { checker, exported } = virtualProgram(FILES);
const typeOf = (fileName: string, name: string) => checker.getDeclaredTypeOfSymbol(exported(fileName, name));

const PAGES: Record<string, string> = {
  GridColDef: '/x/api/data-grid/grid-col-def',
  GridToolbar: '/x/api/data-grid/grid-toolbar',
  DataGrid: '/x/api/data-grid/data-grid',
  DataGridPro: '/x/api/data-grid/data-grid-pro',
};
const linkName = (name: string): string | undefined => PAGES[name];

describe('membersOf', () => {
  const { members, inheritance } = membersOf(checker, typeOf(PRO, 'DataGridProProps'), linkName, 'DataGridPro');
  const member = (name: string) => {
    const found = members.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no member ${name}`);
    return found;
  };

  it("lists MUI X's own members, sorted, without hidden ones nor those of React or Material UI", () => {
    expect(members.map((candidate) => candidate.name)).toEqual([
      'autoHeight',
      'classes',
      'columns',
      'getter',
      'oldColumns',
      'onRowClick',
      'pinnedColumns',
      'slots',
    ]);
  });

  it('gives a member its type with links, description, requiredness, default and declaring type', () => {
    const columns = member('columns');
    expect(columns.type).toEqual(['readonly ', { name: 'GridColDef', href: PAGES.GridColDef }, '[]']);
    expect(columns.required).toBe(true);
    expect(columns.declaredIn).toBe('DataGridProps');
    expect(columns.description).toEqual([
      { p: ['The columns, see ', { code: 'GridColDef', href: PAGES.GridColDef }, '.'] },
    ]);
    expect(member('autoHeight')).toMatchObject({
      required: false,
      default: 'false',
      declaredIn: 'DataGridPropsWithDefaults',
    });
    expect(columns).not.toHaveProperty('default');
  });

  it('marks deprecated members with their message', () => {
    expect(member('oldColumns').deprecated).toEqual([{ p: ['Use columns.'] }]);
    expect(member('columns')).not.toHaveProperty('deprecated');
  });

  it('marks the members of a paid package with its plan', () => {
    expect(member('pinnedColumns').plan).toBe('pro');
    expect(member('columns')).not.toHaveProperty('plan');
  });

  it('gives a callback its signature: rest and optional parameters, their notes and the result', () => {
    const signature = member('onRowClick').signature;
    expect(signature?.params.map((param) => param.name)).toEqual(['id', 'note?', '...rest']);
    expect(signature?.params.map((param) => typeString(param.type))).toEqual([
      'number',
      'string | undefined',
      'string[]',
    ]);
    expect(signature?.params[0]?.description).toEqual([{ p: ['The row id.'] }]);
    expect(signature?.params[1]).not.toHaveProperty('description');
    expect(typeString(signature?.returns.type ?? [])).toBe('boolean');
    expect(signature?.returns.description).toEqual([{ p: ['Whether it was handled.'] }]);
  });

  it('gives no signature to plain values or callable objects with properties', () => {
    expect(member('columns')).not.toHaveProperty('signature');
    expect(member('getter')).not.toHaveProperty('signature');
  });

  it('counts where all members come from: React as one group, the others by declaring type, sorted by package', () => {
    expect(inheritance).toEqual([
      { from: 'BoxProps', package: '@mui/material', count: 2, listed: false },
      { from: 'DataGridProps', package: '@mui/x-data-grid', count: 6, listed: true, href: PAGES.DataGrid },
      { from: 'DataGridPropsWithDefaults', package: '@mui/x-data-grid', count: 1, listed: true },
      { from: 'DataGridProProps', package: '@mui/x-data-grid-pro', count: 1, listed: true },
      { from: 'AriaAttributes, HTMLAttributes', package: '@types/react', count: 4, listed: false },
    ]);
  });

  it("links a declaring type to its page or its component's page, but not to the page being built", () => {
    const forGrid = membersOf(checker, typeOf(PRO, 'DataGridProProps'), linkName, 'DataGrid').inheritance;
    expect(forGrid.find((group) => group.from === 'DataGridProps')).not.toHaveProperty('href');
    expect(forGrid.find((group) => group.from === 'DataGridProProps')?.href).toBe(PAGES.DataGridPro);
    const toolbar = membersOf(checker, typeOf(GRID, 'GridToolbarProps'), linkName, 'Other').inheritance;
    expect(toolbar).toEqual([
      { from: 'GridToolbarProps', package: '@mui/x-data-grid', count: 1, listed: true, href: PAGES.GridToolbar },
    ]);
    const plain = membersOf(checker, typeOf(GRID, 'PlainProps'), linkName, 'Other').inheritance;
    expect(plain[0]).not.toHaveProperty('href');
  });
});

describe('slotsOf', () => {
  const slots = slotsOf(checker, typeOf(GRID, 'DataGridProps'), linkName);

  it('lists the slots, sorted, without hidden ones', () => {
    expect(slots.map((slot) => slot.name)).toEqual(['baseInput', 'footer', 'toolbar']);
  });

  it('links a default that is a documented component, and keeps other defaults as text', () => {
    expect(slots.find((slot) => slot.name === 'toolbar')).toEqual({
      name: 'toolbar',
      description: [{ p: ['The toolbar.'] }],
      default: 'GridToolbar',
      defaultHref: PAGES.GridToolbar,
    });
    expect(slots.find((slot) => slot.name === 'baseInput')).toEqual({
      name: 'baseInput',
      description: [{ p: ['The base input.'] }],
      default: "'input'",
    });
    expect(slots.find((slot) => slot.name === 'footer')).not.toHaveProperty('default');
  });

  it('marks the slots a paid package declares with its plan', () => {
    expect(slotsOf(checker, typeOf(PRO, 'DataGridProSlotsProps'), linkName)).toEqual([
      { name: 'detailPanel', description: [{ p: ['The detail panel.'] }], plan: 'pro' },
    ]);
  });

  it('gives nothing without a slots prop or when the prop is not declared by MUI X', () => {
    expect(slotsOf(checker, typeOf(GRID, 'PlainProps'), linkName)).toEqual([]);
    expect(slotsOf(checker, typeOf(GRID, 'ForeignSlotsProps'), linkName)).toEqual([]);
    expect(slotsOf(checker, typeOf(GRID, 'OwnSlotsProps'), linkName).map((slot) => slot.name)).toEqual(['icon']);
  });
});

describe('classesOf', () => {
  it("gives each class key its global class name, from the prefix the package's JavaScript generates the object with", () => {
    const classes = classesOf(checker, typeOf(GRID, 'DataGridProps'), linkName, new Map());
    expect(classes).toEqual([
      { key: 'main', className: 'MuiDataGrid-main', description: [], deprecated: [{ p: ['Use root.'] }] },
      { key: 'root', className: 'MuiDataGrid-root', description: [{ p: ['Styles the root.'] }] },
      { key: 'selected', className: 'Mui-selected', description: [] },
    ]);
  });

  it("falls back to the file's first generated prefix, and gives nothing without the JavaScript", () => {
    expect(classesOf(checker, typeOf(GRID, 'ChipProps'), linkName, new Map())).toEqual([
      { key: 'label', className: 'MuiChip-label', description: [] },
    ]);
    expect(classesOf(checker, typeOf(GRID, 'BadgeProps'), linkName, new Map())).toEqual([]);
    expect(classesOf(checker, typeOf(GRID, 'PlainProps'), linkName, new Map())).toEqual([]);
  });

  it('reads each JavaScript file once, through the cache it is given', () => {
    const cache = new Map<string, string | null>();
    classesOf(checker, typeOf(GRID, 'DataGridProps'), linkName, cache);
    expect([...cache.values()]).toEqual(['MuiDataGrid']);
    cache.set([...cache.keys()][0]!, 'MuiCached');
    expect(classesOf(checker, typeOf(GRID, 'DataGridProps'), linkName, cache)[1]?.className).toBe('MuiCached-root');
  });
});

describe('Material UI pages (the material product rule)', () => {
  const TYPES = file('@mui/types', 'index.d.ts');
  const BUTTON_BASE = file('@mui/material', 'ButtonBase/ButtonBase.d.ts');
  const BUTTON_CLASSES = file('@mui/material', 'Button/buttonClasses.d.ts');
  const BUTTON = file('@mui/material', 'Button/Button.d.ts');
  const GRID_CLASSES = file('@mui/system', 'Grid/gridClasses.d.ts');
  const GRID2_CLASSES = file('@mui/material', 'Grid2/grid2Classes.d.ts');
  const MATERIAL_FILES: Record<string, string> = {
    [REACT]: FILES[REACT]!,
    [TYPES]: `
import type { JSX } from '@types/react';
export interface OverridableComponent<P> {
  <C>(props: {
    /** The component used for the root node. */
    component: C;
  } & P): JSX.Element;
  (props: P): JSX.Element;
}`,
    [BUTTON_BASE]: `export interface ButtonBaseOwnProps {\n  /** @default false */\n  disableRipple?: boolean;\n}`,
    [BUTTON_CLASSES]: `export interface ButtonClasses {\n  root: string;\n  disabled: string;\n}`,
    [BUTTON]: `
import type { HTMLAttributes } from '@types/react';
import type { OverridableComponent } from '@mui/types';
import type { ButtonBaseOwnProps } from '../ButtonBase/ButtonBase';
import type { ButtonClasses } from './buttonClasses';
export interface ButtonOwnProps {
  /** @default 'text' */
  variant?: 'text' | 'outlined';
  classes?: Partial<ButtonClasses>;
}
export type ButtonProps = ButtonOwnProps & ButtonBaseOwnProps & HTMLAttributes;
export declare const Button: OverridableComponent<ButtonProps>;`,
    [GRID_CLASSES]: `export interface GridClasses {\n  root: string;\n}`,
    [GRID2_CLASSES]: `
import type { GridClasses } from '../../system/Grid/gridClasses';
declare const grid2Classes: GridClasses;
export default grid2Classes;`,
  };
  for (const [name, text] of Object.entries(MATERIAL_FILES)) {
    fs.mkdirSync(path.dirname(name), { recursive: true });
    fs.writeFileSync(name, text);
  }
  const js = (dts: string, text: string) => fs.writeFileSync(dts.replace(/\.d\.ts$/, '.js'), text);
  js(BUTTON_CLASSES, "const buttonClasses = generateUtilityClasses('MuiButton', ['root', 'disabled']);\n");
  js(GRID_CLASSES, "const gridClasses = generateUtilityClasses('MuiGrid', ['root']);\n");
  js(GRID2_CLASSES, "const grid2Classes = generateUtilityClasses('MuiGrid2', ['root']);\n");

  const program = virtualProgram(MATERIAL_FILES);
  const material = packageRuleOf('material');
  const materialPages: Record<string, string> = { Button: '/api/button', ButtonBase: '/api/button-base' };
  const materialLink = (name: string): string | undefined => materialPages[name];
  const buttonProps = program.checker.getDeclaredTypeOfSymbol(program.exported(BUTTON, 'ButtonProps'));
  const buttonSignatures = program.checker.getTypeOfSymbol(program.exported(BUTTON, 'Button')).getCallSignatures();

  it('lists the members declared in @mui/material, with their defaults, and counts the DOM ones', () => {
    const { members, inheritance } = membersOf(program.checker, buttonProps, materialLink, 'Button', material);
    expect(members.map((member) => `${member.name}=${member.default ?? ''}`)).toEqual([
      'classes=',
      'disableRipple=false',
      "variant='text'",
    ]);
    expect(inheritance.find((group) => group.from === 'ButtonBaseOwnProps')).toMatchObject({
      listed: true,
      href: '/api/button-base',
    });
    expect(inheritance.find((group) => group.package === '@types/react')).toMatchObject({ listed: false });
  });

  it('lists none of them under the MUI X rule', () => {
    expect(membersOf(program.checker, buttonProps, materialLink, 'Button').members).toEqual([]);
  });

  it("adds the OverridableComponent's component prop from the overload that declares it", () => {
    const { members } = membersOf(program.checker, buttonProps, materialLink, 'Button', material);
    expect(overloadComponentProp(program.checker, buttonSignatures, members, materialLink, material)).toEqual({
      name: 'component',
      type: ['React.ElementType'],
      description: [{ p: ['The component used for the root node.'] }],
      required: false,
      declaredIn: 'OverridableComponent',
    });
    expect(
      overloadComponentProp(program.checker, buttonSignatures, members, materialLink, () => false),
    ).toBeUndefined();
    const withComponent = [{ ...members[0]!, name: 'component' }];
    expect(overloadComponentProp(program.checker, buttonSignatures, withComponent, materialLink, material)).toBe(
      undefined,
    );
  });

  it('names the CSS classes Mui<Component>-<key>, state classes Mui-<key>', () => {
    expect(
      classesOf(program.checker, buttonProps, materialLink, new Map(), material).map((entry) => entry.className),
    ).toEqual(['Mui-disabled', 'MuiButton-root']);
  });

  it("takes the prefix of an exported classes object from that object's JavaScript", () => {
    const grid2Classes = program.checker.getTypeOfSymbol(program.exported(GRID2_CLASSES, 'default'));
    const object = { dtsFile: GRID2_CLASSES, constName: 'grid2Classes' };
    expect(classesOfType(program.checker, grid2Classes, materialLink, new Map(), object)).toEqual([
      { key: 'root', className: 'MuiGrid2-root', description: [] },
    ]);
    expect(classesOfType(program.checker, grid2Classes, materialLink, new Map())[0]?.className).toBe('MuiGrid-root');
  });
});

describe('pageOfDeclaringType', () => {
  const pages: Record<string, string> = { Button: '/api/button', DataGrid: '/x/api/data-grid/data-grid' };
  const link = (name: string): string | undefined => pages[name];
  it('finds the component of a props type, own props included', () => {
    expect(pageOfDeclaringType('DataGridProps', link)).toBe('/x/api/data-grid/data-grid');
    expect(pageOfDeclaringType('ButtonOwnProps', link)).toBe('/api/button');
    expect(pageOfDeclaringType('Button', link)).toBe('/api/button');
    expect(pageOfDeclaringType('CommonProps', link)).toBeUndefined();
  });
});
