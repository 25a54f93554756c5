import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const SECTIONS = [
  {
    label: 'Overview',
    text: 'A two-day trail through the pine forest, 18 km in total, with one night in a mountain hut.',
  },
  {
    label: 'Itinerary',
    text: 'Day one climbs to the hut by the lake; day two follows the ridge and comes down by the old mill.',
  },
  {
    label: 'Gear',
    text: 'Boots with a good grip, a rain jacket, a headlamp and two liters of water per person.',
  },
];

/** The ids that tie each tab to its panel: the tab controls the panel, the panel is labelled by the tab. */
const tabId = (index: number) => `tabs-basic-tab-${index}`;
const panelId = (index: number) => `tabs-basic-panel-${index}`;

export default function TabsBasic() {
  const [value, setValue] = React.useState(0);
  const [followFocus, setFollowFocus] = React.useState(true);

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={followFocus}
            onChange={(event) => setFollowFocus(event.target.checked)}
          />
        }
        label="Select the tab that gets the focus"
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={value}
          onChange={(_event, newValue: number) => setValue(newValue)}
          selectionFollowsFocus={followFocus}
          aria-label="Hike details"
        >
          {SECTIONS.map((section, index) => (
            <Tab
              key={section.label}
              label={section.label}
              id={tabId(index)}
              aria-controls={panelId(index)}
            />
          ))}
        </Tabs>
      </Box>
      {SECTIONS.map((section, index) => (
        <div
          key={section.label}
          role="tabpanel"
          hidden={value !== index}
          id={panelId(index)}
          aria-labelledby={tabId(index)}
        >
          {value === index && <Typography sx={{ p: 2 }}>{section.text}</Typography>}
        </div>
      ))}
    </Box>
  );
}
