import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const DIRECTIONS = ['row', 'row-reverse', 'column', 'column-reverse'] as const;
const JUSTIFY = ['flex-start', 'center', 'flex-end', 'space-between'] as const;
const ALIGN = ['stretch', 'flex-start', 'center', 'flex-end'] as const;

interface ChoiceProps<T extends string> {
  id: string;
  label: string;
  options: readonly T[];
  value: T;
  onChange: (next: T) => void;
}

function Choice<T extends string>({
  id,
  label,
  options,
  value,
  onChange,
}: ChoiceProps<T>) {
  return (
    <Box>
      <Typography
        id={id}
        variant="body2"
        component="p"
        sx={{ mb: 0.5, color: 'text.secondary' }}
      >
        {label}
      </Typography>
      <ToggleButtonGroup
        value={value}
        exclusive
        size="small"
        aria-labelledby={id}
        onChange={(_event, next: T | null) => next && onChange(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

const ITEMS = [
  { label: 'One', size: 40 },
  { label: 'Two', size: 64 },
  { label: 'Three', size: 52 },
];

export default function SystemFlexboxPlayground() {
  const [direction, setDirection] = React.useState<(typeof DIRECTIONS)[number]>('row');
  const [justify, setJustify] = React.useState<(typeof JUSTIFY)[number]>('flex-start');
  const [align, setAlign] = React.useState<(typeof ALIGN)[number]>('stretch');

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Choice
        id="flexbox-direction"
        label="flexDirection"
        options={DIRECTIONS}
        value={direction}
        onChange={setDirection}
      />
      <Choice
        id="flexbox-justify"
        label="justifyContent"
        options={JUSTIFY}
        value={justify}
        onChange={setJustify}
      />
      <Choice
        id="flexbox-align"
        label="alignItems"
        options={ALIGN}
        value={align}
        onChange={setAlign}
      />
      <Box
        role="group"
        aria-label="Flex container"
        sx={{
          display: 'flex',
          flexDirection: direction,
          justifyContent: justify,
          alignItems: align,
          gap: 1,
          height: 240,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        {ITEMS.map((item) => (
          <Box
            key={item.label}
            sx={{
              // Sizes apply on the cross axis only when alignItems is not stretch.
              minWidth: item.size,
              minHeight: item.size,
              px: 1.5,
              display: 'grid',
              placeItems: 'center',
              borderRadius: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              typography: 'body2',
            }}
          >
            {item.label}
          </Box>
        ))}
      </Box>
      <Typography
        variant="body2"
        component="p"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {`sx={{ display: 'flex', flexDirection: '${direction}', justifyContent: '${justify}', alignItems: '${align}' }}`}
      </Typography>
    </Box>
  );
}
