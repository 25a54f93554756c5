import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export default function TabsScrollable() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 520 }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Report month"
      >
        {MONTHS.map((month, index) => (
          <Tab
            key={month}
            label={month}
            id={`tabs-scrollable-tab-${index}`}
            aria-controls="tabs-scrollable-panel"
          />
        ))}
      </Tabs>
      {/* One panel serves every tab: it is labelled by the selected one. */}
      <Typography
        variant="body2"
        sx={{ mt: 1 }}
        role="tabpanel"
        id="tabs-scrollable-panel"
        aria-labelledby={`tabs-scrollable-tab-${value}`}
      >
        Showing the report for {MONTHS[value]}
      </Typography>
    </Box>
  );
}
