import { PRODUCTS, type Product } from '../../data/products';
import { HOME_PRODUCTS } from '../../data/productCards';
import { productNavbarItems } from './navbarItems';

const product = (overrides: Partial<Product>): Product => ({
  id: 'x-charts',
  metadata: 'MUI X',
  name: 'Charts',
  category: 'x',
  home: '/x/react-charts',
  versions: [],
  ...overrides,
});

describe('productNavbarItems', () => {
  it('links each product, in the order asked, to its landing page under its name', () => {
    const products = [
      product({ id: 'x-charts' }),
      product({ id: 'x-tree-view', name: 'Tree View', home: '/x/react-tree-view' }),
    ];
    expect(productNavbarItems(products, ['x-tree-view', 'x-charts'])).toEqual([
      { to: '/x/react-tree-view', label: 'Tree View', position: 'left', activeBasePath: '/x/react-tree-view' },
      { to: '/x/react-charts', label: 'Charts', position: 'left', activeBasePath: '/x/react-charts' },
    ]);
  });

  it('makes a product spread over sections active on any of them, with or without the language prefix', () => {
    const [item] = productNavbarItems(
      [product({ id: 'material-ui', home: '/getting-started/installation', sections: ['getting-started', 'system'] })],
      ['material-ui'],
    );
    expect(item).toEqual({
      to: '/getting-started/installation',
      label: 'Charts',
      position: 'left',
      activeBaseRegex: '^(/zh)?/(getting-started|system)',
    });
    const regex = new RegExp(item.activeBaseRegex!);
    expect(['/system/grid', '/zh/getting-started/usage'].every((path) => regex.test(path))).toBe(true);
    expect(['/x/react-charts', '/versions', '/zh/x/introduction'].some((path) => regex.test(path))).toBe(false);
  });

  it('fails on an id that is not a product', () => {
    expect(() => productNavbarItems([product({})], ['x-tree-view'])).toThrow('Unknown product id "x-tree-view"');
  });

  it('gives the navbar the links it had by hand before (labels are the navbar translation keys)', () => {
    expect(
      productNavbarItems(
        PRODUCTS,
        HOME_PRODUCTS.map(({ id }) => id),
      ),
    ).toEqual([
      { to: '/x/react-data-grid', label: 'Data Grid', position: 'left', activeBasePath: '/x/react-data-grid' },
      {
        to: '/x/react-date-pickers',
        label: 'Date and Time Pickers',
        position: 'left',
        activeBasePath: '/x/react-date-pickers',
      },
      { to: '/x/react-charts', label: 'Charts', position: 'left', activeBasePath: '/x/react-charts' },
      { to: '/x/react-tree-view', label: 'Tree View', position: 'left', activeBasePath: '/x/react-tree-view' },
      {
        to: '/getting-started/installation',
        label: 'Material UI',
        position: 'left',
        activeBaseRegex:
          '^(/zh)?/(getting-started|components|css-in-js|system|customization|guides|discover-more|styles)',
      },
    ]);
  });
});
