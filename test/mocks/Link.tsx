import React from 'react';

/** Test stand-in for @docusaurus/Link: a plain anchor to the `to` path. */
export default function Link({ to, children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }): React.JSX.Element {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
