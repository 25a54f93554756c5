import React from 'react';

/** Test stand-in for Docusaurus's own sidebar category: shows the label it is given. */
export default function OriginalCategory({ item }: { item: { label: React.ReactNode } }): React.JSX.Element {
  return (
    <li data-testid="original-category">
      <a href="#category">{item.label}</a>
    </li>
  );
}
