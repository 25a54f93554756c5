import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

type SelectionState = 'partial' | 'shallow' | 'finish';

/**
 * True once the component has mounted in the browser. In 7.14.0 the server-rendered markup of the
 * clock face is not valid HTML (an unclosed `translate(` in the inline styles of its numbers), so the
 * clock is drawn after hydration, in a box of the same size.
 */
function useHasMounted(): boolean {
  const [hasMounted, setHasMounted] = React.useState(false);
  React.useEffect(() => setHasMounted(true), []);
  return hasMounted;
}

export default function TimeClockSelectionState() {
  const hasMounted = useHasMounted();
  // Starting with a value keeps the dial's aria-activedescendant pointing at a rendered number.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15T12:00:00'));
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
        {hasMounted ? (
          <TimeClock
            value={value}
            onChange={handleChange}
            views={['hours', 'minutes', 'seconds']}
            ampm={false}
          />
        ) : (
          <Box sx={{ width: 320, height: 336 }} />
        )}
        <Typography variant="body2">
          Last selection state: <strong>{lastState}</strong>
        </Typography>
        <Typography variant="body2">
          Committed time:{' '}
          <strong>
            {committed?.isValid() ? committed.format('HH:mm:ss') : 'none yet'}
          </strong>
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
