import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, type PaletteColor } from '@mui/material/styles';
import { deepOrange, indigo, teal } from '@mui/material/colors';

const BRANDS = {
  'teal 700': teal[700],
  'indigo 500': indigo[500],
  'deep orange 900': deepOrange[900],
} as const;
type BrandName = keyof typeof BRANDS;

const FIELDS: readonly (keyof PaletteColor)[] = ['main', 'light', 'dark', 'contrastText'];

/** The same primary color, once in the options (first argument) and once in an extra argument. */
function buildThemes(main: string) {
  return {
    options: createTheme({ palette: { primary: { main } } }).palette.primary,
    extraArgument: createTheme({}, { palette: { primary: { main } } }).palette.primary,
  };
}

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 14,
        height: 14,
        mr: 1,
        verticalAlign: 'middle',
        borderRadius: 0.5,
        border: 1,
        borderColor: 'divider',
        bgcolor: color,
      }}
    />
  );
}

export default function ThemingMergeOrder() {
  const labelId = React.useId();
  const [brand, setBrand] = React.useState<BrandName>('teal 700');
  const primary = React.useMemo(() => buildThemes(BRANDS[brand]), [brand]);

  return (
    <Stack spacing={2}>
      <Typography id={labelId} variant="body2">
        Primary color given to <code>createTheme</code>
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={brand}
        onChange={(_event, value: BrandName | null) => value && setBrand(value)}
        aria-labelledby={labelId}
        sx={{ flexWrap: 'wrap' }}
      >
        {(Object.keys(BRANDS) as BrandName[]).map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label="Computed primary color per way of passing it"
      >
        <Table size="small" sx={{ minWidth: 420 }}>
          <TableHead>
            <TableRow>
              <TableCell>palette.primary</TableCell>
              <TableCell>createTheme(options)</TableCell>
              <TableCell>createTheme({'{}'}, options)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {FIELDS.map((field) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  {field}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>
                  <Swatch color={primary.options[field]} />
                  {primary.options[field]}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>
                  <Swatch color={primary.extraArgument[field]} />
                  {primary.extraArgument[field]}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
