import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { PRODUCTS } from '@site/src/data/products';
import { useCurrentLanguage } from '@site/src/modules/i18n/useCurrentLanguage';
import { isExternalVersion, versionHref } from '@site/src/modules/products/versionLinks';
import { CORE_PAGE_BODY_ATTRIBUTES } from '@site/src/modules/search/areas';

const LISTED = ['x', 'material-ui'] as const;

/** Every documented version of MUI X and Material UI, with where to read it. */
export default function Versions(): React.JSX.Element {
  const language = useCurrentLanguage();
  return (
    <Layout
      title={translate({ id: 'versions.title', message: 'Versions' })}
      description={translate({
        id: 'versions.description',
        message: 'All documented versions of MUI X and Material UI.',
      })}
    >
      <main className="container margin-vert--xl" {...CORE_PAGE_BODY_ATTRIBUTES}>
        <h1>
          <Translate id="versions.title">Versions</Translate>
        </h1>
        <p>
          <Translate id="versions.lead">
            This portal documents the latest release. Earlier major versions keep their own archived documentation.
          </Translate>
        </p>
        {PRODUCTS.filter((product) => (LISTED as readonly string[]).includes(product.id)).map((product) => (
          <section key={product.id} className="margin-top--lg">
            <h2>{product.name}</h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">
                    <Translate id="versions.column.version">Version</Translate>
                  </th>
                  <th scope="col">
                    <Translate id="versions.column.docs">Documentation</Translate>
                  </th>
                </tr>
              </thead>
              <tbody>
                {product.versions.map((version) => (
                  <tr key={version.text}>
                    <th scope="row">
                      {version.text}
                      {version.current && (
                        <span className="badge badge--primary margin-left--sm">
                          <Translate id="versions.current">Current</Translate>
                        </span>
                      )}
                    </th>
                    <td>
                      {isExternalVersion(version) ? (
                        <a href={versionHref(version, language)} rel="noopener">
                          {versionHref(version, language)}
                        </a>
                      ) : (
                        <Link to={version.href}>
                          <Translate id="versions.read">Read these docs</Translate>
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </main>
    </Layout>
  );
}
