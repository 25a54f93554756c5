import React from 'react';
import Link from '@docusaurus/Link';
import type { ApiDemo } from '@site/src/types/apiDocs';

/** The documentation pages that show the component or type in use. */
export default function Demos({ demos }: { demos: readonly ApiDemo[] }): React.JSX.Element {
  return (
    <ul>
      {demos.map((demo) => (
        <li key={demo.path}>
          <Link to={demo.path}>{demo.title}</Link>
        </li>
      ))}
    </ul>
  );
}
