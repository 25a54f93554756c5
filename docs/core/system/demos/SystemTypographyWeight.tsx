import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const WEIGHTS = ['light', 'regular', 'medium', 'bold'] as const;
type Weight = (typeof WEIGHTS)[number];

const ALIGNS = ['start', 'center', 'end'] as const;
type Align = (typeof ALIGNS)[number];

/** The theme key that a weight name resolves to: 'bold' → 'fontWeightBold'. */
const themeKeyOf = (weight: Weight) =>
  `fontWeight${weight.charAt(0).toUpperCase()}${weight.slice(1)}` as
    'fontWeightLight' | 'fontWeightRegular' | 'fontWeightMedium' | 'fontWeightBold';

export default function SystemTypographyWeight() {
  const theme = useTheme();
  const [weight, setWeight] = React.useState<Weight>('regular');
  const [align, setAlign] = React.useState<Align>('start');
  const key = themeKeyOf(weight);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <ToggleButtonGroup
          value={weight}
          exclusive
          size="small"
          aria-label="fontWeight"
          onChange={(_event, next: Weight | null) => next && setWeight(next)}
          sx={{ flexWrap: 'wrap' }}
        >
          {WEIGHTS.map((option) => (
            <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          value={align}
          exclusive
          size="small"
          aria-label="textAlign"
          onChange={(_event, next: Align | null) => next && setAlign(next)}
        >
          {ALIGNS.map((option) => (
            <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Typography
        component="p"
        sx={{
          fontWeight: weight,
          textAlign: align,
          fontSize: 20,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        The ferry leaves at dawn
      </Typography>
      <Typography
        variant="body2"
        component="p"
        role="status"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {`fontWeight: '${weight}' → theme.typography.${key} = ${theme.typography[key]}`}
      </Typography>
    </Box>
  );
}
