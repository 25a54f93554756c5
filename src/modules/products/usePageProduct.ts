import { useLocation } from '@docusaurus/router';
import { parsePathname } from '../url/pathname';
import { productIdOfPathname } from './productOfPathname';
import type { ProductCategory, ProductId } from '../../data/products';

export interface PageProduct {
  readonly productId: ProductId;
  readonly productCategory: ProductCategory;
  readonly canonicalPathname: string;
}

/** The product id and category of the page being shown (for analytics and page attributes). */
export function usePageProduct(): PageProduct {
  const { pathname } = useLocation();
  const parsed = parsePathname(pathname);
  return {
    productId: productIdOfPathname(parsed.canonicalPathname),
    productCategory: parsed.productCategory,
    canonicalPathname: parsed.canonicalPathname,
  };
}
