import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DateView } from '@mui/x-date-pickers/models';
import {
  PickersLayoutProps,
  PickersLayoutRoot,
  PickersLayoutContentWrapper,
  pickersLayoutClasses,
  usePickerLayout,
} from '@mui/x-date-pickers/PickersLayout';

/** A layout that shows the action bar in a column on the start side and the calendar beside it. */
function SideActionsLayout(props: PickersLayoutProps<Dayjs | null, Dayjs, DateView>) {
  const { toolbar, tabs, content, actionBar } = usePickerLayout(props);

  return (
    <PickersLayoutRoot ownerState={props} className={pickersLayoutClasses.root}>
      {toolbar}
      <Box
        sx={{
          gridColumn: 1,
          gridRow: 2,
          display: 'flex',
          alignItems: 'flex-end',
          borderRight: 1,
          borderColor: 'divider',
          '& .MuiDialogActions-root': {
            flexDirection: 'column',
            alignItems: 'stretch',
            gap: 1,
          },
        }}
      >
        {actionBar}
      </Box>
      <PickersLayoutContentWrapper className={pickersLayoutClasses.contentWrapper}>
        {tabs}
        {content}
      </PickersLayoutContentWrapper>
    </PickersLayoutRoot>
  );
}

export default function CustomLayoutComponent() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-08-15'));
  const [accepted, setAccepted] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        orientation="portrait"
        value={value}
        onChange={setValue}
        onAccept={setAccepted}
        slots={{ layout: SideActionsLayout }}
        slotProps={{
          actionBar: { actions: ['clear', 'accept'] },
          toolbar: { hidden: true },
        }}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Selected: {value?.isValid() ? value.format('YYYY-MM-DD') : 'none'}. Accepted:{' '}
        {accepted?.isValid() ? accepted.format('YYYY-MM-DD') : 'not yet'}
      </Typography>
    </LocalizationProvider>
  );
}
