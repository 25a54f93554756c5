import { VERSION_LABEL } from './constants';

/** The product categories a page can belong to, decided by the first path segment (src/modules/url/pathname.ts). */
export type ProductCategory = 'core' | 'x' | 'toolpad' | 'docs';

export type ProductId = 'material-ui' | 'x' | 'x-data-grid' | 'x-date-pickers' | 'x-charts' | 'x-tree-view' | 'docs';

export interface ProductVersion {
  /** What the version menu shows. */
  readonly text: string;
  /** Where it leads: an internal path, or an external site whose paths take the language prefix. */
  readonly href: string;
  readonly current: boolean;
}

export interface Product {
  readonly id: ProductId;
  /** The family the product belongs to, shown above its name. */
  readonly metadata: string;
  readonly name: string;
  readonly category: ProductCategory;
  /** The product's landing page. */
  readonly home: string;
  /**
   * The first path segments of the product's pages when they are spread over several sections
   * rather than all under `home` (its navbar link is active on any of them).
   */
  readonly sections?: readonly string[];
  readonly versions: readonly ProductVersion[];
}

/** The versions the portal links to: the current one, then the archived sites. */
export const DOCS_VERSIONS: readonly ProductVersion[] = [
  { text: VERSION_LABEL, href: '/x/introduction', current: true },
  { text: 'v6', href: 'https://v6.mui.com/x/introduction/', current: false },
  { text: 'v5', href: 'https://v5.mui.com/x/introduction/', current: false },
  { text: 'v4', href: 'https://v4.mui.com/', current: false },
];

export const PRODUCTS: readonly Product[] = [
  {
    id: 'x',
    metadata: 'MUI X',
    name: 'MUI X',
    category: 'x',
    home: '/x/introduction',
    versions: DOCS_VERSIONS,
  },
  {
    id: 'x-data-grid',
    metadata: 'MUI X',
    name: 'Data Grid',
    category: 'x',
    home: '/x/react-data-grid',
    versions: DOCS_VERSIONS,
  },
  {
    id: 'x-date-pickers',
    metadata: 'MUI X',
    name: 'Date and Time Pickers',
    category: 'x',
    home: '/x/react-date-pickers',
    versions: DOCS_VERSIONS,
  },
  {
    id: 'x-charts',
    metadata: 'MUI X',
    name: 'Charts',
    category: 'x',
    home: '/x/react-charts',
    versions: DOCS_VERSIONS,
  },
  {
    id: 'x-tree-view',
    metadata: 'MUI X',
    name: 'Tree View',
    category: 'x',
    home: '/x/react-tree-view',
    versions: DOCS_VERSIONS,
  },
  {
    id: 'material-ui',
    metadata: 'MUI Core',
    name: 'Material UI',
    category: 'core',
    home: '/getting-started/installation',
    sections: [
      'getting-started',
      'components',
      'css-in-js',
      'system',
      'customization',
      'guides',
      'discover-more',
      'styles',
    ],
    versions: [
      { text: 'v5', href: '/getting-started/installation', current: true },
      { text: 'v4', href: 'https://v4.mui.com/', current: false },
    ],
  },
  {
    id: 'docs',
    metadata: 'MUI',
    name: 'MUI Docs',
    category: 'docs',
    home: '/',
    versions: [{ text: VERSION_LABEL, href: '/', current: true }],
  },
];
