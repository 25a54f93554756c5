import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const SETTINGS = [
  {
    id: 'profile',
    title: 'Profile',
    text: 'Display name, avatar and the time zone used in reminders.',
  },
  {
    id: 'notifications',
    title: 'Notifications',
    text: 'Email digests, mentions and the quiet hours.',
  },
  {
    id: 'security',
    title: 'Security',
    text: 'Password, two-step sign-in and the list of active sessions.',
  },
];

export default function AccordionGutters() {
  const [disableGutters, setDisableGutters] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            inputProps={{ role: 'switch' }}
            checked={disableGutters}
            onChange={(event) => setDisableGutters(event.target.checked)}
          />
        }
        label="disableGutters"
        sx={{ mb: 1 }}
      />
      {SETTINGS.map((setting, index) => (
        <Accordion
          key={setting.id}
          defaultExpanded={index === 1}
          disableGutters={disableGutters}
          square
          elevation={0}
          sx={{
            border: 1,
            borderColor: 'divider',
            '&:not(:last-of-type)': { borderBottom: 0 },
          }}
        >
          <AccordionSummary
            id={`accordion-gutters-${setting.id}-summary`}
            aria-controls={`accordion-gutters-${setting.id}-panel`}
            expandIcon={<ExpandMoreIcon />}
          >
            {setting.title}
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{setting.text}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
