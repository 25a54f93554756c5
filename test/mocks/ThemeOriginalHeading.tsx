import React from 'react';

/** Test stand-in for Docusaurus's original Heading: the element named by `as`. */
export default function Heading({
  as: As,
  children,
  ...rest
}: {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  children?: React.ReactNode;
  id?: string;
}): React.JSX.Element {
  return <As {...rest}>{children}</As>;
}
