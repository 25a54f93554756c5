import React from 'react';

type Props = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string };

/**
 * Test stand-in for @docusaurus/Link: a plain anchor to `to` (or `href`), on the English site (base URL `/`).
 * Like the real one it forwards its ref, so MUI components can render it (`<Link component={DocusaurusLink}>`).
 */
const Link = React.forwardRef<HTMLAnchorElement, Props>(function Link({ to, href, children, ...rest }, ref) {
  return (
    <a ref={ref} href={to ?? href} {...rest}>
      {children}
    </a>
  );
});

export default Link;
