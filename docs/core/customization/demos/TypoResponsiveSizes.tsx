import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  responsiveFontSizes,
  useTheme,
  type TypographyVariant,
} from '@mui/material/styles';

const VARIANTS: readonly TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'body1',
];
const STEPS = ['sm', 'md', 'lg'] as const;

export default function TypoResponsiveSizes() {
  const theme = useTheme();
  // responsiveFontSizes returns a copy; the page's theme is left as it is.
  const responsive = React.useMemo(() => responsiveFontSizes(theme), [theme]);

  const sizeAt = (variant: TypographyVariant, step: (typeof STEPS)[number]) => {
    const rule = responsive.typography[variant][theme.breakpoints.up(step)] as
      { fontSize?: string } | undefined;
    return rule?.fontSize ?? 'unchanged';
  };

  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Font sizes after responsiveFontSizes"
    >
      <Table size="small" sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>Variant</TableCell>
            <TableCell>Below sm</TableCell>
            {STEPS.map((step) => (
              <TableCell key={step}>
                From {step} ({theme.breakpoints.values[step]} px)
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {VARIANTS.map((variant) => (
            <TableRow key={variant}>
              <TableCell component="th" scope="row">
                {variant}
              </TableCell>
              <TableCell>{String(responsive.typography[variant].fontSize)}</TableCell>
              {STEPS.map((step) => (
                <TableCell key={step}>{sizeAt(variant, step)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
