import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type {
  DateValidationError,
  PickerChangeHandlerContext,
} from '@mui/x-date-pickers/models';

type LifecycleEvent = 'onOpen' | 'onChange' | 'onAccept' | 'onClose';

interface LogEntry {
  id: number;
  event: LifecycleEvent;
  detail: string;
}

const describe = (
  value: Dayjs | null,
  context?: PickerChangeHandlerContext<DateValidationError>,
): string => {
  const date =
    value === null
      ? 'null'
      : value.isValid()
        ? value.format('YYYY-MM-DD')
        : 'Invalid Date';
  return context
    ? `${date}, validationError: ${context.validationError ?? 'null'}`
    : date;
};

export default function LifecycleEventLog() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15'));
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(1);

  const record = (event: LifecycleEvent, detail = '') => {
    const id = nextId.current;
    nextId.current += 1;
    // Newest first; the last eight calls are enough to follow one interaction.
    setLog((previous) => [{ id, event, detail }, ...previous].slice(0, 8));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        alignItems={{ sm: 'flex-start' }}
      >
        <Stack spacing={1} sx={{ minWidth: 260 }}>
          <DatePicker
            label="Event date"
            value={value}
            minDate={dayjs('2024-08-01')}
            onOpen={() => record('onOpen')}
            onClose={() => record('onClose')}
            onChange={(newValue, context) => {
              setValue(newValue);
              record('onChange', describe(newValue, context));
            }}
            onAccept={(newValue, context) =>
              record('onAccept', describe(newValue, context))
            }
          />
          <Typography variant="body2">
            Value: <strong>{describe(value)}</strong>
          </Typography>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setLog([])}
            disabled={log.length === 0}
          >
            Clear the log
          </Button>
        </Stack>
        <Stack
          component="ol"
          aria-label="Callback log"
          spacing={0.5}
          sx={{ m: 0, pl: 3, minWidth: 0 }}
        >
          {log.length === 0 ? (
            <Typography component="li" variant="body2" color="text.secondary">
              No callback yet: open the calendar or type in the field.
            </Typography>
          ) : (
            log.map((entry) => (
              <Typography
                component="li"
                variant="body2"
                key={entry.id}
                sx={{ fontFamily: 'monospace' }}
              >
                {entry.event}
                {entry.detail ? ` (${entry.detail})` : ''}
              </Typography>
            ))
          )}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
