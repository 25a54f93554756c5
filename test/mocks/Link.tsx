import React from 'react';

type Props = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string };

/** Test stand-in for @docusaurus/Link: a plain anchor to `to` (or `href`), on the English site (base URL `/`). */
export default function Link({ to, href, children, ...rest }: Props): React.JSX.Element {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
