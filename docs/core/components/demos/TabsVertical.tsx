import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const SETTINGS = [
  { label: 'Profile', text: 'Your name, photo and the short bio shown on your posts.' },
  {
    label: 'Notifications',
    text: 'Choose which events send an email and which only show a badge.',
  },
  {
    label: 'Privacy',
    text: 'Decide who can see your activity and who can send you messages.',
  },
  {
    label: 'Billing',
    text: 'Your plan, the payment method and the invoices of the last year.',
  },
];

export default function TabsVertical() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ display: 'flex', minHeight: 200, bgcolor: 'background.paper' }}>
      <Tabs
        orientation="vertical"
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Account settings"
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {SETTINGS.map((setting, index) => (
          <Tab
            key={setting.label}
            label={setting.label}
            id={`tabs-vertical-tab-${index}`}
            aria-controls={`tabs-vertical-panel-${index}`}
          />
        ))}
      </Tabs>
      {SETTINGS.map((setting, index) => (
        <Box
          key={setting.label}
          role="tabpanel"
          hidden={value !== index}
          id={`tabs-vertical-panel-${index}`}
          aria-labelledby={`tabs-vertical-tab-${index}`}
          sx={{ p: 2, minWidth: 0 }}
        >
          {value === index && <Typography>{setting.text}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
