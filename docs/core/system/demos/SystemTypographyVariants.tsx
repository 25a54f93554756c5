import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme, type TypographyVariant } from '@mui/material/styles';

/** The variant keys of a theme's typography: the entries that are style objects with a font size. */
function variantKeys(typography: object): TypographyVariant[] {
  return Object.entries(typography)
    .filter(
      ([key, value]) =>
        key !== 'inherit' &&
        typeof value === 'object' &&
        value !== null &&
        'fontSize' in value,
    )
    .map(([key]) => key as TypographyVariant);
}

export default function SystemTypographyVariants() {
  const theme = useTheme();

  return (
    <Box
      component="ul"
      aria-label="Typography variants of the theme"
      sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {variantKeys(theme.typography).map((variant) => {
        const style = theme.typography[variant];
        return (
          <Box
            component="li"
            key={variant}
            sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', pb: 1 }}
          >
            <Typography
              variant="caption"
              component="span"
              sx={{ display: 'block', color: 'text.secondary' }}
            >
              {`typography: '${variant}'`} ({String(style.fontSize)}, weight{' '}
              {String(style.fontWeight)})
            </Typography>
            {/* The whole variant through one sx key; a Box stays a div, so no heading is added to the page. */}
            <Box sx={{ typography: variant, overflowWrap: 'anywhere' }}>Night market</Box>
          </Box>
        );
      })}
    </Box>
  );
}
