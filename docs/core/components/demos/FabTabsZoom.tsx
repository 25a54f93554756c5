import * as React from 'react';
import Box from '@mui/material/Box';
import Fab, { type FabProps } from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import UploadIcon from '@mui/icons-material/Upload';

interface Section {
  id: string;
  label: string;
  text: string;
  action: string;
  icon: React.ReactElement;
  color: FabProps['color'];
}

const SECTIONS: readonly Section[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    text: 'Three unread messages.',
    action: 'Compose',
    icon: <EditIcon />,
    color: 'primary',
  },
  {
    id: 'files',
    label: 'Files',
    text: 'Twelve files, 40 MB.',
    action: 'Upload',
    icon: <UploadIcon />,
    color: 'secondary',
  },
  {
    id: 'tasks',
    label: 'Tasks',
    text: 'Two tasks due this week.',
    action: 'Add a task',
    icon: <AddIcon />,
    color: 'default',
  },
];

export default function FabTabsZoom() {
  const theme = useTheme();
  const [tab, setTab] = React.useState(0);
  const [lastAction, setLastAction] = React.useState('none');

  // The old button shrinks away first; the new one grows in after it has left.
  const timeout = {
    enter: theme.transitions.duration.enteringScreen,
    exit: theme.transitions.duration.leavingScreen,
  };

  return (
    <Paper
      variant="outlined"
      // The FAB is positioned against this box (position: relative), not against the page.
      sx={{ position: 'relative', minHeight: 220, maxWidth: 420, overflow: 'hidden' }}
    >
      <Tabs
        value={tab}
        onChange={(_event, next: number) => setTab(next)}
        variant="fullWidth"
        aria-label="Workspace"
      >
        {SECTIONS.map((section, index) => (
          <Tab
            key={section.id}
            label={section.label}
            id={`fab-tabs-zoom-tab-${section.id}`}
            aria-controls={`fab-tabs-zoom-panel-${section.id}`}
            value={index}
          />
        ))}
      </Tabs>
      {SECTIONS.map((section, index) => (
        <Box
          key={section.id}
          role="tabpanel"
          hidden={tab !== index}
          id={`fab-tabs-zoom-panel-${section.id}`}
          aria-labelledby={`fab-tabs-zoom-tab-${section.id}`}
          sx={{ p: 2 }}
        >
          <Typography variant="body2">{section.text}</Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            aria-live="polite"
            sx={{ mt: 1 }}
          >
            Last action: {lastAction}
          </Typography>
        </Box>
      ))}
      {SECTIONS.map((section, index) => (
        <Zoom
          key={section.id}
          in={tab === index}
          timeout={timeout}
          style={{ transitionDelay: `${tab === index ? timeout.exit : 0}ms` }}
          appear={false}
          unmountOnExit
        >
          <Fab
            color={section.color}
            aria-label={section.action}
            onClick={() => setLastAction(`${section.action} (${section.label})`)}
            sx={{ position: 'absolute', bottom: 16, right: 16 }}
          >
            {section.icon}
          </Fab>
        </Zoom>
      ))}
    </Paper>
  );
}
