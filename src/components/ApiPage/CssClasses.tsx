import React from 'react';
import type { ApiCssClass } from '@site/src/types/apiDocs';
import Entries from './Entries';
import Marks from './Marks';
import RichText from './RichText';
import { columnTitle, label } from './strings';
import styles from './styles.module.css';

/** The global CSS classes of a component: the class name, the `classes` key it comes from, what it styles. */
export default function CssClasses({ classes }: { classes: readonly ApiCssClass[] }): React.JSX.Element {
  return (
    <Entries
      section="classes"
      nameTitle={columnTitle.className()}
      entries={classes}
      idOf={(entry) => `css-${entry.key}`}
      nameOf={(entry) => `.${entry.className}`}
      marks={(entry) => <Marks deprecated={entry.deprecated !== undefined} />}
      columns={[{ title: columnTitle.rule(), render: (entry) => entry.key, look: () => 'code' }]}
      widths={['36%', '22%', '42%']}
      body={(entry) => (
        <>
          {entry.deprecated && (
            <div className={styles.deprecation}>
              <strong>{label.deprecated()}</strong>
              <RichText text={entry.deprecated} />
            </div>
          )}
          <RichText text={entry.description} className={styles.description} flat />
        </>
      )}
    />
  );
}
