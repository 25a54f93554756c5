import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

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

export default function TimeClockMinutesStep() {
  const hasMounted = useHasMounted();
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15T15:45'));
  const [view, setView] = React.useState<TimeView>('minutes');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: TimeView | null) => next && setView(next)}
          aria-label="Clock view"
        >
          <ToggleButton value="hours">Hours</ToggleButton>
          <ToggleButton value="minutes">Minutes</ToggleButton>
        </ToggleButtonGroup>

        {hasMounted ? (
          <TimeClock
            value={value}
            onChange={setValue}
            view={view}
            onViewChange={setView}
            views={['hours', 'minutes']}
            minutesStep={15}
            ampm={false}
          />
        ) : (
          <Box sx={{ width: 320, height: 336 }} />
        )}
        <Typography variant="body2">
          Selected: <strong>{value?.isValid() ? value.format('HH:mm') : 'none'}</strong>
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
