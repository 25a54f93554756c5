import { DEFAULT_LANGUAGE, LANGUAGES } from '../../data/constants';
import type { Product, ProductId } from '../../data/products';

/**
 * A navbar link to a product's landing page (Docusaurus navbar item of the default type). A type, not
 * an interface, so that it fits the config's navbar item type (an object with an index signature).
 */
export type ProductNavbarItem = {
  readonly to: string;
  readonly label: string;
  readonly position: 'left';
  /** The product's pages live under one path: Docusaurus adds the locale's base URL to it. */
  readonly activeBasePath?: string;
  /** The product's pages are in several sections: matched with or without a language prefix. */
  readonly activeBaseRegex?: string;
};

/** `(/zh)?`: the optional prefix of the other languages' paths (a regex is not given the base URL). */
function languagePrefixPattern(): string {
  const prefixes = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  return prefixes.length === 0 ? '' : `(/${prefixes.join('|/')})?`;
}

/**
 * The navbar's product links, in the order of `ids`: each leads to the product's landing page under
 * its name (the navbar translation key), and is active on every page of the product.
 */
export function productNavbarItems(products: readonly Product[], ids: readonly ProductId[]): ProductNavbarItem[] {
  return ids.map((id) => {
    const product = products.find((candidate) => candidate.id === id);
    if (!product) throw new Error(`Unknown product id "${id}"`);
    const base = { to: product.home, label: product.name, position: 'left' } as const;
    if (!product.sections) return { ...base, activeBasePath: product.home };
    return { ...base, activeBaseRegex: `^${languagePrefixPattern()}/(${product.sections.join('|')})` };
  });
}
