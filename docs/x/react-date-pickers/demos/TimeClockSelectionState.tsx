import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

type SelectionState = 'partial' | 'shallow' | 'finish';

export default function TimeClockSelectionState() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const [committed, setCommitted] = React.useState<Dayjs | null>(null);
  const [lastState, setLastState] = React.useState<SelectionState | 'none'>('none');

  const handleChange = (newValue: Dayjs | null, selectionState?: SelectionState) => {
    setValue(newValue);
    setLastState(selectionState ?? 'none');
    // Only a completed selection (mouse released, or the last view picked) is kept.
    if (selectionState === 'finish') {
      setCommitted(newValue);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <TimeClock
          value={value}
          onChange={handleChange}
          referenceDate={dayjs('2024-08-15T12:00')}
          views={['hours', 'minutes', 'seconds']}
          ampm={false}
        />
        <Typography variant="body2">
          Last selection state: <strong>{lastState}</strong>
        </Typography>
        <Typography variant="body2">
          Committed time: <strong>{committed?.isValid() ? committed.format('HH:mm:ss') : 'none yet'}</strong>
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
