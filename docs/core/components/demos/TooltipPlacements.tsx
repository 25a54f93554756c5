import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

const PLACEMENTS: readonly Placement[] = [
  'top-start',
  'top',
  'top-end',
  'right-start',
  'right',
  'right-end',
  'bottom-start',
  'bottom',
  'bottom-end',
  'left-start',
  'left',
  'left-end',
];

export default function TooltipPlacements() {
  const [placement, setPlacement] = React.useState<Placement>('top');
  const [arrow, setArrow] = React.useState(true);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        {/* A Select named through labelId: TextField's label would point at the hidden input. */}
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="tooltip-placement-label">Placement</InputLabel>
          <Select
            labelId="tooltip-placement-label"
            label="Placement"
            value={placement}
            onChange={(event) => setPlacement(event.target.value as Placement)}
          >
            {PLACEMENTS.map((item) => (
              <MenuItem key={item} value={item}>
                {item}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={
            <Switch
              checked={arrow}
              onChange={(event) => setArrow(event.target.checked)}
              inputProps={{ role: 'switch' }}
            />
          }
          label="Arrow"
        />
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 5 }}>
        {/* describeChild: the tooltip describes the button, whose visible text stays its name. */}
        <Tooltip
          describeChild
          title={`Placed ${placement}`}
          placement={placement}
          arrow={arrow}
        >
          <Button variant="contained">Hover or focus me</Button>
        </Tooltip>
      </Box>
    </Stack>
  );
}
