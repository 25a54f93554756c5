import * as React from 'react';
import Box from '@mui/material/Box';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import ArchiveIcon from '@mui/icons-material/Archive';

type Folder = 'inbox' | 'sent' | 'archive';

const FOLDERS: Record<
  Folder,
  { label: string; icon: React.ReactElement; messages: string[] }
> = {
  inbox: {
    label: 'Inbox',
    icon: <InboxIcon />,
    messages: [
      'Team lunch moved to Friday',
      'Your invoice for October',
      'Design review notes',
      'New comment on "Q4 roadmap"',
      'Train tickets for the offsite',
      'Welcome to the beta',
      'Reminder: expense reports',
      'Weekly metrics digest',
    ],
  },
  sent: {
    label: 'Sent',
    icon: <SendIcon />,
    messages: ['Re: Design review notes', 'Slides for Thursday', 'Thanks for the help!'],
  },
  archive: {
    label: 'Archive',
    icon: <ArchiveIcon />,
    messages: ['2023 tax documents', 'Old apartment lease'],
  },
};

export default function BottomNavigationFixedBar() {
  const [folder, setFolder] = React.useState<Folder>('inbox');
  const { label, messages } = FOLDERS[folder];

  return (
    // The bounded box stands in for the phone screen: the bar is fixed to it, not to this page.
    <Box
      sx={{
        position: 'relative',
        height: 320,
        maxWidth: 340,
        mx: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      <Box
        tabIndex={0}
        role="region"
        aria-label={`${label} messages`}
        // Padding at the bottom keeps the last message above the 56px bar.
        sx={{ height: '100%', overflowY: 'auto', pb: 7 }}
      >
        <Typography component="p" variant="subtitle2" sx={{ px: 2, pt: 2 }}>
          {label}: {messages.length} messages
        </Typography>
        <List dense>
          {messages.map((message) => (
            <ListItem key={message} divider>
              <ListItemText primary={message} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Paper elevation={3} sx={{ position: 'absolute', insetInline: 0, bottom: 0 }}>
        <BottomNavigation
          component="nav"
          aria-label="Mail folders"
          showLabels
          value={folder}
          onChange={(_event, next: Folder) => setFolder(next)}
        >
          {(Object.keys(FOLDERS) as Folder[]).map((key) => (
            <BottomNavigationAction
              key={key}
              value={key}
              label={FOLDERS[key].label}
              icon={FOLDERS[key].icon}
              aria-current={key === folder ? 'page' : undefined}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
