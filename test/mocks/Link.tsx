import React from 'react';

/** Test stand-in for @docusaurus/Link: a plain anchor to `to` (or `href`). */
export default function Link({ to, href, children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }): React.JSX.Element {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
