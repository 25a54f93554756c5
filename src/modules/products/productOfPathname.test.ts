import { PRODUCTS } from '../../data/products';
import { productById, productIdOfPathname } from './productOfPathname';

describe('productIdOfPathname', () => {
  it.each([
    ['/x/react-data-grid/editing', 'x-data-grid'],
    ['/x/api/data-grid/grid-api', 'x-data-grid'],
    ['/x/migration/migration-data-grid-v6', 'x-data-grid'],
    ['/x/react-date-pickers/date-picker', 'x-date-pickers'],
    ['/x/migration/migration-pickers-v6', 'x-date-pickers'],
    ['/x/react-charts/bars', 'x-charts'],
    ['/x/api/charts/axis-config', 'x-charts'],
    ['/x/react-tree-view/rich-tree-view/items', 'x-tree-view'],
    ['/x/introduction/licensing', 'x'],
    ['/x/whats-new', 'x'],
    ['/components/buttons', 'material-ui'],
    ['/getting-started/usage', 'material-ui'],
    ['/blog', 'docs'],
    ['/versions', 'docs'],
  ] as const)('%s belongs to %s', (path, id) => {
    expect(productIdOfPathname(path)).toBe(id);
  });
});

describe('product data', () => {
  it('has one current version per product and unique ids', () => {
    const ids = PRODUCTS.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const product of PRODUCTS) {
      expect(product.versions.filter((version) => version.current)).toHaveLength(1);
      expect(product.name).not.toHaveLength(0);
      expect(product.metadata).not.toHaveLength(0);
    }
  });
  it('labels the X version 7.14.0 and links v6, v5, v4', () => {
    const texts = productById('x-data-grid').versions.map((version) => version.text);
    expect(texts).toEqual(['7.14.0', 'v6', 'v5', 'v4']);
  });
  it('throws on an unknown id', () => {
    // @ts-expect-error checking the runtime guard
    expect(() => productById('nope')).toThrow('Unknown product id "nope"');
  });
});
