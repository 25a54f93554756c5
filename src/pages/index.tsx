import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { HOME_PRODUCTS } from '@site/src/data/productCards';
import { productById } from '@site/src/modules/products/productOfPathname';
import { VERSION_LABEL } from '@site/src/data/constants';
import type { ProductId } from '@site/src/data/products';
import styles from './index.module.css';

function blurb(id: ProductId): string {
  switch (id) {
    case 'x-data-grid':
      return translate({
        id: 'home.product.x-data-grid',
        message: 'Fast, feature-rich tables: sorting, filtering, editing, grouping and export.',
      });
    case 'x-date-pickers':
      return translate({
        id: 'home.product.x-date-pickers',
        message: 'Date, time and range pickers with fields, calendars and clocks.',
      });
    case 'x-charts':
      return translate({
        id: 'home.product.x-charts',
        message: 'Bar, line, pie, scatter, gauge and sparkline charts in SVG.',
      });
    case 'x-tree-view':
      return translate({
        id: 'home.product.x-tree-view',
        message: 'Accessible hierarchical lists with selection, expansion and editing.',
      });
    case 'material-ui':
      return translate({
        id: 'home.product.material-ui',
        message: 'The core component library that the MUI X components build on.',
      });
    default:
      return '';
  }
}

function productName(id: ProductId): string {
  switch (id) {
    case 'x-data-grid':
      return translate({ id: 'home.productName.x-data-grid', message: 'Data Grid' });
    case 'x-date-pickers':
      return translate({ id: 'home.productName.x-date-pickers', message: 'Date and Time Pickers' });
    case 'x-charts':
      return translate({ id: 'home.productName.x-charts', message: 'Charts' });
    case 'x-tree-view':
      return translate({ id: 'home.productName.x-tree-view', message: 'Tree View' });
    default:
      return productById(id).name;
  }
}

export default function Home(): React.JSX.Element {
  return (
    <Layout
      title={translate({ id: 'home.title', message: 'MUI X documentation' })}
      description={translate({
        id: 'home.description',
        message: 'Guides, live demos and API reference for the MUI X components and Material UI.',
      })}
    >
      <main className={styles.main}>
        <section className={styles.hero}>
          <p className={styles.eyebrow}>MUI X {VERSION_LABEL}</p>
          <h1 className={styles.title}>
            <Translate id="home.hero.title">Advanced React components, documented with care</Translate>
          </h1>
          <p className={styles.lead}>
            <Translate id="home.hero.lead">
              Read the guides, try every feature in live demos, and copy code in TypeScript or JavaScript.
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/x/introduction">
              <Translate id="home.hero.start">Get started with MUI X</Translate>
            </Link>
            <Link className="button button--secondary button--lg" to="/getting-started/installation">
              <Translate id="home.hero.core">Material UI docs</Translate>
            </Link>
          </div>
        </section>
        <section aria-labelledby="home-products" className={styles.products}>
          <h2 id="home-products" className={styles.sectionTitle}>
            <Translate id="home.products.title">Products</Translate>
          </h2>
          <ul className={styles.grid}>
            {HOME_PRODUCTS.map(({ id, to }) => (
              <li key={id} className={styles.card}>
                <Link to={to} className={styles.cardLink}>
                  <span className={styles.cardMeta}>{productById(id).metadata}</span>
                  <span className={styles.cardTitle}>{productName(id)}</span>
                  <span className={styles.cardText}>{blurb(id)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
