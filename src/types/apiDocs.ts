/**
 * The data of the API reference pages (`/x/api/{product}/{slug}`): what the api-docs plugin extracts
 * from the type declarations of the pinned @mui/x-* packages and what the ApiPage component renders.
 * Plain JSON: no functions, no class instances, so it goes through `createData` unchanged.
 */

import type { ApiPlan, ApiProduct } from '../data/apiPackages';

/** The products and plans are data (src/data/apiPackages.ts); their types are named here too. */
export type { ApiPlan, ApiProduct };

/** A piece of a type expression: plain text, or a name that has its own API page. */
export type TypeToken = string | { readonly name: string; readonly href: string };

/** A type expression as written in the declarations, with the documented names linked. */
export type TypeText = readonly TypeToken[];

/** Inline content of a description (a small Markdown subset). */
export type Inline =
  | string
  | { readonly code: string; readonly href?: string }
  | { readonly strong: string }
  | { readonly link: string; readonly href: string };

/** A block of a description: a paragraph or a bulleted list. */
export type Block = { readonly p: readonly Inline[] } | { readonly ul: readonly (readonly Inline[])[] };

export type RichText = readonly Block[];

export interface ApiParameter {
  readonly name: string;
  readonly type: TypeText;
  readonly description?: RichText;
}

/** The call signature of a function-valued prop or method. */
export interface ApiSignature {
  readonly params: readonly ApiParameter[];
  readonly returns: { readonly type: TypeText; readonly description?: RichText };
}

/** A prop of a component, or a property / method of an interface. */
export interface ApiMember {
  readonly name: string;
  readonly type: TypeText;
  readonly description: RichText;
  readonly required: boolean;
  /** The `@default` value as written in the JSDoc. */
  readonly default?: string;
  /** Present when the member is deprecated; the `@deprecated` message (may be empty). */
  readonly deprecated?: RichText;
  readonly signature?: ApiSignature;
  /** The plan of the package that declares the member, when it is above the page's own plan. */
  readonly plan?: Exclude<ApiPlan, 'community'>;
  /** The interface or type alias that declares the member. */
  readonly declaredIn: string;
}

export interface ApiSlot {
  readonly name: string;
  readonly description: RichText;
  /** The default component, from the slot's `@default` JSDoc tag. */
  readonly default?: string;
  /** Link to the default component's page when it has one. */
  readonly defaultHref?: string;
  readonly plan?: Exclude<ApiPlan, 'community'>;
}

export interface ApiCssClass {
  /** The key in the component's `classes` prop (the "rule name"). */
  readonly key: string;
  /** The global class name, e.g. `MuiDataGrid-root` or `Mui-selected`. */
  readonly className: string;
  readonly description: RichText;
  readonly deprecated?: RichText;
}

/** Where a group of members comes from. */
export interface ApiInheritance {
  /** The declaring interface or type alias, e.g. `DataGridPropsWithDefaultValues`. */
  readonly from: string;
  /** The package that declares it, e.g. `@mui/x-data-grid` or `@types/react`. */
  readonly package: string;
  /** How many members it contributes. */
  readonly count: number;
  /** Whether those members are listed on the page (false for React and Material UI props). */
  readonly listed: boolean;
  /** The page of the component or interface behind `from`, when there is one. */
  readonly href?: string;
}

export interface ApiDemo {
  readonly title: string;
  /** A site path without language prefix, e.g. `/x/react-data-grid`. */
  readonly path: string;
}

interface ApiPageBase {
  readonly product: ApiProduct;
  readonly slug: string;
  /** The exported name, e.g. `DataGrid`, `GridColDef`; for the events and index pages a fixed id. */
  readonly name: string;
  /** The site path without language prefix, e.g. `/x/api/data-grid/data-grid`. */
  readonly path: string;
  /** The lowest plan whose package exports it. */
  readonly plan: ApiPlan;
  readonly description: RichText;
  readonly deprecated?: RichText;
}

export interface ApiComponentPage extends ApiPageBase {
  readonly kind: 'component';
  readonly imports: readonly string[];
  readonly props: readonly ApiMember[];
  readonly slots: readonly ApiSlot[];
  readonly classes: readonly ApiCssClass[];
  readonly inheritance: readonly ApiInheritance[];
  readonly demos: readonly ApiDemo[];
  /** A Material UI icon component (its props are those of `SvgIcon`). */
  readonly icon: boolean;
}

export interface ApiInterfacePage extends ApiPageBase {
  readonly kind: 'interface';
  readonly imports: readonly string[];
  /** The declaration's shape when it is a type alias (`GridSortItem[]`, a union of interfaces...). */
  readonly definition?: TypeText;
  readonly members: readonly ApiMember[];
  readonly inheritance: readonly ApiInheritance[];
  readonly demos: readonly ApiDemo[];
}

export interface ApiEvent {
  readonly name: string;
  readonly description: RichText;
  readonly params: TypeText;
  readonly event?: TypeText;
  readonly plan?: Exclude<ApiPlan, 'community'>;
}

export interface ApiEventsPage extends ApiPageBase {
  readonly kind: 'events';
  /** The interface the events are read from (`GridEventLookup`). */
  readonly source: string;
  readonly events: readonly ApiEvent[];
}

/** One entry of a product's API index and of the sidebar. */
export interface ApiPageSummary {
  readonly kind: 'component' | 'interface' | 'events';
  readonly name: string;
  readonly path: string;
  readonly plan: ApiPlan;
  readonly icon?: boolean;
  readonly deprecated?: boolean;
}

export interface ApiIndexPage extends ApiPageBase {
  readonly kind: 'index';
  readonly entries: readonly ApiPageSummary[];
}

export type ApiPageData = ApiComponentPage | ApiInterfacePage | ApiEventsPage | ApiIndexPage;

/** What the route of an API page receives: the page, and its label in the locale's sidebar. */
export interface ApiRouteData {
  readonly page: ApiPageData;
  /** The sidebar label of the page in the locale being built (translated where the sidebar is). */
  readonly label?: string;
}
