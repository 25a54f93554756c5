import React from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { IconNode } from '@site/src/modules/materialIcons/names';

function draw(nodes: readonly IconNode[]): React.ReactNode[] {
  return nodes.map(([tag, attributes, children], key) =>
    React.createElement(tag, { ...attributes, key }, children ? draw(children) : undefined),
  );
}

/** An icon drawn from its extracted elements, as the package's component would draw it. */
export default function IconGlyph({
  nodes,
  ...props
}: SvgIconProps & { nodes: readonly IconNode[] }): React.JSX.Element {
  return <SvgIcon {...props}>{draw(nodes)}</SvgIcon>;
}
