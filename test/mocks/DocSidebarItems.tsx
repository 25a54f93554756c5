import React from 'react';

/** Test stand-in for @theme/DocSidebarItems: one list item per label. */
export default function DocSidebarItems({ items }: { items: Array<{ label: string }> }): React.JSX.Element {
  return (
    <>
      {items.map((item) => (
        <li key={item.label}>{item.label}</li>
      ))}
    </>
  );
}
