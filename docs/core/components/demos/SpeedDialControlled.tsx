import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction, { speedDialActionClasses } from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';

const ACTIONS = [
  { name: 'New note', icon: <NoteAddOutlinedIcon /> },
  { name: 'New task', icon: <TaskAltOutlinedIcon /> },
  { name: 'New event', icon: <EventOutlinedIcon /> },
];

export default function SpeedDialControlled() {
  const [open, setOpen] = React.useState(false);
  const [created, setCreated] = React.useState('nothing yet');

  return (
    <Box
      sx={{
        position: 'relative',
        height: 340,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Typography variant="body2" sx={{ p: 2 }} aria-live="polite">
        Created: {created}
      </Typography>
      {/* The backdrop dims the box while the dial is open; a click on it closes the dial. */}
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        sx={{ position: 'absolute' }}
      />
      <SpeedDial
        ariaLabel="Create"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        icon={<SpeedDialIcon openIcon={<EditIcon />} />}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {ACTIONS.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            tooltipOpen
            // Keep each persistent label on one line.
            sx={{
              [`& .${speedDialActionClasses.staticTooltipLabel}`]: {
                whiteSpace: 'nowrap',
              },
            }}
            onClick={() => {
              setCreated(action.name.replace('New ', 'a '));
              setOpen(false);
            }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
