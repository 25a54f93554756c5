import React from 'react';
import Head from '@docusaurus/Head';
import { usePageProduct } from '@site/src/modules/products/usePageProduct';

/** The shell around every page: exposes the page's product id and category on <html>. */
export default function Root({ children }: { children: React.ReactNode }): React.JSX.Element {
  const { productId, productCategory } = usePageProduct();
  return (
    <>
      <Head>
        <html data-product-id={productId} data-product-category={productCategory} />
      </Head>
      {children}
    </>
  );
}
