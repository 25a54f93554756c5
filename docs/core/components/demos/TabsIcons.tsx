import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HistoryIcon from '@mui/icons-material/History';
import PersonPinIcon from '@mui/icons-material/PersonPin';
import PhoneIcon from '@mui/icons-material/Phone';

const NAMES = ['Calls', 'Favorites', 'Contacts', 'Recent'];

/** Each tab controls the list's one panel, which is labelled by the selected tab. */
const a11yProps = (list: string, index: number) => ({
  id: `${list}-tab-${index}`,
  'aria-controls': `${list}-panel`,
});
const panelProps = (list: string, selected: number) => ({
  role: 'tabpanel',
  id: `${list}-panel`,
  'aria-labelledby': `${list}-tab-${selected}`,
});

export default function TabsIcons() {
  const [iconOnly, setIconOnly] = React.useState(0);
  const [labelled, setLabelled] = React.useState(0);

  return (
    <Stack spacing={3}>
      <div>
        {/* Icon-only tabs are named with aria-label. */}
        <Tabs
          value={iconOnly}
          onChange={(_event, newValue: number) => setIconOnly(newValue)}
          centered
          aria-label="Phone sections, icons only"
        >
          <Tab
            icon={<PhoneIcon />}
            aria-label="Calls"
            {...a11yProps('tabs-icons-only', 0)}
          />
          <Tab
            icon={<FavoriteIcon />}
            aria-label="Favorites"
            {...a11yProps('tabs-icons-only', 1)}
          />
          <Tab
            icon={<PersonPinIcon />}
            aria-label="Contacts"
            {...a11yProps('tabs-icons-only', 2)}
          />
          <Tab
            icon={<HistoryIcon />}
            aria-label="Recent"
            disabled
            {...a11yProps('tabs-icons-only', 3)}
          />
        </Tabs>
        <Typography
          variant="body2"
          align="center"
          {...panelProps('tabs-icons-only', iconOnly)}
        >
          Icons only: {NAMES[iconOnly]}
        </Typography>
      </div>
      <div>
        <Tabs
          value={labelled}
          onChange={(_event, newValue: number) => setLabelled(newValue)}
          variant="fullWidth"
          aria-label="Phone sections, with labels"
        >
          <Tab
            icon={<PhoneIcon />}
            iconPosition="start"
            label="Calls"
            {...a11yProps('tabs-icons-labelled', 0)}
          />
          <Tab
            icon={<FavoriteIcon />}
            iconPosition="start"
            label="Favorites"
            {...a11yProps('tabs-icons-labelled', 1)}
          />
          <Tab
            icon={<PersonPinIcon />}
            iconPosition="start"
            label="Contacts"
            {...a11yProps('tabs-icons-labelled', 2)}
          />
        </Tabs>
        <Typography
          variant="body2"
          align="center"
          {...panelProps('tabs-icons-labelled', labelled)}
        >
          With labels: {NAMES[labelled]}
        </Typography>
      </div>
    </Stack>
  );
}
