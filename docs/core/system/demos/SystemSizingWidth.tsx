import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const WIDTHS = ['0.25', '0.5', '1', '120', "'120px'", "'75%'"] as const;
type WidthChoice = (typeof WIDTHS)[number];

/** The value the demo passes to sx: numbers as numbers, quoted choices as the string inside. */
function toSxValue(choice: WidthChoice): number | string {
  return choice.startsWith("'") ? choice.slice(1, -1) : Number(choice);
}

/** What the sizing rule makes of the value: 0 < n <= 1 is a fraction, another number is pixels. */
function describe(value: number | string): string {
  if (typeof value === 'string') return `${value} (a string is used as it is)`;
  if (value > 0 && value <= 1) return `${value * 100}% of the parent`;
  return `${value}px`;
}

export default function SystemSizingWidth() {
  const [choice, setChoice] = React.useState<WidthChoice>('0.5');
  const value = toSxValue(choice);

  return (
    <Box>
      <Typography
        id="sizing-width"
        variant="body2"
        component="p"
        sx={{ mb: 0.5, color: 'text.secondary' }}
      >
        width
      </Typography>
      <ToggleButtonGroup
        value={choice}
        exclusive
        size="small"
        aria-labelledby="sizing-width"
        onChange={(_event, next: WidthChoice | null) => next && setChoice(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {WIDTHS.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        role="img"
        aria-label="Parent box with the sized bar inside"
        sx={{
          mt: 2,
          p: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        <Box
          sx={{ width: value, height: 40, bgcolor: 'primary.main', borderRadius: 1 }}
        />
      </Box>
      <Typography variant="body2" component="p" role="status" sx={{ mt: 1 }}>
        {`width: ${choice}`} gives {describe(value)}
      </Typography>
    </Box>
  );
}
