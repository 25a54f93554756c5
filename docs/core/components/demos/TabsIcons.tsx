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
          <Tab icon={<PhoneIcon />} aria-label="Calls" />
          <Tab icon={<FavoriteIcon />} aria-label="Favorites" />
          <Tab icon={<PersonPinIcon />} aria-label="Contacts" />
          <Tab icon={<HistoryIcon />} aria-label="Recent" disabled />
        </Tabs>
        <Typography variant="body2" align="center">
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
          <Tab icon={<PhoneIcon />} iconPosition="start" label="Calls" />
          <Tab icon={<FavoriteIcon />} iconPosition="start" label="Favorites" />
          <Tab icon={<PersonPinIcon />} iconPosition="start" label="Contacts" />
        </Tabs>
        <Typography variant="body2" align="center">
          With labels: {NAMES[labelled]}
        </Typography>
      </div>
    </Stack>
  );
}
