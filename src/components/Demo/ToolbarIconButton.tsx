import React from 'react';
import PlainIconButton from '@site/src/components/PlainIconButton';
import PlainTooltip from '@site/src/components/PlainTooltip';

type Props = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'color'> & {
  /** The button's name, shown as its tooltip. */
  readonly label: string;
};

/**
 * An icon button of the demo toolbar: small, named by `label`, with that name as a tooltip above it,
 * flush with its inline end (the toolbar keeps these buttons at the end of their row, so the tooltip
 * grows into the demo's box, which clips what leaves it).
 */
export default function ToolbarIconButton({ label, children, ...props }: Props): React.JSX.Element {
  return (
    <PlainTooltip label={label} placement="top" align="end">
      <PlainIconButton size="small" aria-label={label} {...props}>
        {children}
      </PlainIconButton>
    </PlainTooltip>
  );
}
