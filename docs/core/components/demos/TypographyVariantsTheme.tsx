import Stack from '@mui/material/Stack';
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

export default function TypographyVariantsTheme() {
  const theme = useTheme();

  return (
    <Stack spacing={2}>
      {VARIANTS.map((variant) => {
        const style = theme.typography[variant];
        return (
          <Stack
            key={variant}
            spacing={0.5}
            sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
          >
            <Typography variant="caption" color="text.secondary" component="p">
              {variant}: {String(style.fontSize)}, weight {String(style.fontWeight)}, line
              height {String(style.lineHeight)}
            </Typography>
            {/* component="p": the sample only shows the style. A real h1 here would add a heading to the
                page outline, out of order under the page's own section headings. */}
            <Typography variant={variant} component="p" sx={{ overflowWrap: 'anywhere' }}>
              Trail map
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
