import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme, type TypographyVariant } from '@mui/material/styles';

const VARIANTS: readonly TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

const show = (value: unknown) => (value === undefined ? 'none' : String(value));

export default function TypoVariantsTable() {
  const theme = useTheme();
  const { fontFamily, fontSize, htmlFontSize } = theme.typography;

  return (
    <Stack spacing={2}>
      <Box component="p" sx={{ m: 0, typography: 'body2' }}>
        <code>fontSize</code> {fontSize}, <code>htmlFontSize</code> {htmlFontSize},{' '}
        <code>fontFamily</code> {fontFamily}
      </Box>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label="Typography variants of the theme"
      >
        <Table size="small" sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>Variant</TableCell>
              <TableCell>fontSize</TableCell>
              <TableCell>fontWeight</TableCell>
              <TableCell>lineHeight</TableCell>
              <TableCell>letterSpacing</TableCell>
              <TableCell>Sample</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {VARIANTS.map((variant) => {
              const style = theme.typography[variant];
              return (
                <TableRow key={variant}>
                  <TableCell component="th" scope="row">
                    {variant}
                  </TableCell>
                  <TableCell>{show(style.fontSize)}</TableCell>
                  <TableCell>{show(style.fontWeight)}</TableCell>
                  <TableCell>{show(style.lineHeight)}</TableCell>
                  <TableCell>{show(style.letterSpacing)}</TableCell>
                  <TableCell>
                    {/* A span: the sample shows the style without adding a heading to the page. */}
                    <Typography
                      variant={variant}
                      component="span"
                      sx={{ whiteSpace: 'nowrap', fontSize: '1rem' }}
                    >
                      Aa
                    </Typography>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
