import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

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

export default function TimeClockBasic() {
  const hasMounted = useHasMounted();
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15T10:20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        {hasMounted ? (
          <TimeClock value={value} onChange={setValue} ampmInClock />
        ) : (
          <Box sx={{ width: 320, height: 336 }} />
        )}
        <Typography variant="body2">
          Selected: <strong>{value?.isValid() ? value.format('h:mm A') : 'none'}</strong>
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
