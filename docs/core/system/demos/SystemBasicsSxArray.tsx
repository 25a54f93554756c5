import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

interface FilterTagProps {
  label: string;
  selected: boolean;
  onToggle: () => void;
  sx?: SxProps<Theme>;
}

/** A reusable tag: its own styles first, the selected look when it applies, then the caller's sx. */
function FilterTag({ label, selected, onToggle, sx = [] }: FilterTagProps) {
  return (
    <ButtonBase
      aria-pressed={selected}
      onClick={onToggle}
      sx={[
        {
          px: 1.5,
          py: 0.75,
          border: 1,
          borderColor: 'divider',
          borderRadius: 4,
          typography: 'body2',
          color: 'text.primary',
          bgcolor: 'background.paper',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': {
            outline: 2,
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        },
        selected && {
          borderColor: 'primary.main',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {label}
    </ButtonBase>
  );
}

const FILTERS = ['Open now', 'Outdoor seating', 'Vegetarian', 'Takes bookings'];

export default function SystemBasicsSxArray() {
  const [chosen, setChosen] = React.useState<readonly string[]>(['Open now']);

  const toggle = (filter: string) =>
    setChosen((current) =>
      current.includes(filter)
        ? current.filter((item) => item !== filter)
        : [...current, filter],
    );

  return (
    <Box>
      <Box
        role="group"
        aria-label="Restaurant filters"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {FILTERS.map((filter) => (
          <FilterTag
            key={filter}
            label={filter}
            selected={chosen.includes(filter)}
            onToggle={() => toggle(filter)}
            // The caller's own addition, merged after the tag's styles.
            sx={{ fontWeight: 'medium' }}
          />
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }} role="status">
        Filters on: {chosen.length === 0 ? 'none' : chosen.join(', ')}
      </Typography>
    </Box>
  );
}
