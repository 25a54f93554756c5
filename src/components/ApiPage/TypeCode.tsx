import React from 'react';
import Link from '@docusaurus/Link';
import type { TypeText } from '@site/src/types/apiDocs';
import styles from './styles.module.css';

/** The tokens of a type: text, and links for the names that have an API page. */
export function TypeTokens({ type }: { type: TypeText }): React.JSX.Element {
  return (
    <>
      {type.map((token, index) =>
        typeof token === 'string' ? (
          <React.Fragment key={index}>{token}</React.Fragment>
        ) : (
          <Link key={index} to={token.href}>
            {token.name}
          </Link>
        ),
      )}
    </>
  );
}

/** A type expression in code font. */
export default function TypeCode({ type }: { type: TypeText }): React.JSX.Element {
  return (
    <code className={styles.type}>
      <TypeTokens type={type} />
    </code>
  );
}
