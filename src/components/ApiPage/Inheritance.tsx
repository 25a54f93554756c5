import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type { ApiInheritance } from '@site/src/types/apiDocs';
import styles from './styles.module.css';

function From({ group }: { group: ApiInheritance }): React.JSX.Element {
  const code = <code>{group.from}</code>;
  return group.href ? <Link to={group.href}>{code}</Link> : code;
}

/** Where the entries of the page come from: the declaring types, and the props accepted but not listed. */
export default function Inheritance({ groups }: { groups: readonly ApiInheritance[] }): React.JSX.Element {
  return (
    <ul className={styles.inheritance}>
      {groups.map((group) => {
        const values = { from: <From group={group} />, package: <code>{group.package}</code>, count: group.count };
        return (
          <li key={`${group.package}#${group.from}`}>
            {group.listed ? (
              <Translate
                id="apiPage.inheritance.listed"
                description="Inheritance: a type whose members the page lists"
                values={values}
              >
                {'{from} from {package}: {count} of the entries above.'}
              </Translate>
            ) : group.package === '@types/react' ? (
              <Translate
                id="apiPage.inheritance.react"
                description="Inheritance: React DOM attributes accepted but not listed"
                values={values}
              >
                {
                  'The {count} attributes of the root element ({from}, from {package}) are accepted too; they are not listed here.'
                }
              </Translate>
            ) : (
              <Translate
                id="apiPage.inheritance.external"
                description="Inheritance: props of another library accepted but not listed"
                values={values}
              >
                {'The {count} props of {from} from {package} are accepted too; they are not listed here.'}
              </Translate>
            )}
          </li>
        );
      })}
    </ul>
  );
}
