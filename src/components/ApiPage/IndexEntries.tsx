import React from 'react';
import Link from '@docusaurus/Link';
import type { ApiPageSummary } from '@site/src/types/apiDocs';
import Marks from './Marks';
import styles from './styles.module.css';

/** The pages of one kind in a product's API index, in columns. */
export default function IndexEntries({ entries }: { entries: readonly ApiPageSummary[] }): React.JSX.Element {
  return (
    <ul className={styles.indexList}>
      {entries.map((entry) => (
        <li key={entry.path}>
          <Link to={entry.path}>
            <code>{entry.name}</code>
          </Link>
          <Marks plan={entry.plan} deprecated={entry.deprecated} />
        </li>
      ))}
    </ul>
  );
}
