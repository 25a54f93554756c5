import * as React from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import InboxIcon from '@mui/icons-material/Inbox';
import LabelIcon from '@mui/icons-material/Label';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';

const LABELS = ['Invoices', 'Travel', 'Family'] as const;

export default function ListNestedSelected() {
  const [selected, setSelected] = React.useState('Inbox');
  const [labelsOpen, setLabelsOpen] = React.useState(false);

  const item = (name: string, icon: React.ReactNode, nested = false) => (
    <ListItemButton
      key={name}
      selected={selected === name}
      aria-current={selected === name ? 'page' : undefined}
      onClick={() => setSelected(name)}
      sx={nested ? { pl: 4 } : undefined}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={name} />
    </ListItemButton>
  );

  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <List
        component="nav"
        aria-labelledby="list-nested-subheader"
        subheader={
          <ListSubheader component="div" id="list-nested-subheader">
            Mailboxes
          </ListSubheader>
        }
      >
        {item('Inbox', <InboxIcon />)}
        {item('Sent', <SendIcon />)}
        {item('Drafts', <DraftsIcon />)}
        <ListItemButton
          aria-expanded={labelsOpen}
          aria-controls="list-nested-labels"
          onClick={() => setLabelsOpen((open) => !open)}
        >
          <ListItemIcon>
            <LabelIcon />
          </ListItemIcon>
          <ListItemText primary="Labels" />
          {labelsOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </ListItemButton>
        <Collapse in={labelsOpen} timeout="auto">
          <List
            component="div"
            role="group"
            disablePadding
            id="list-nested-labels"
            aria-label="Labels"
          >
            {LABELS.map((label) => item(label, <LabelIcon fontSize="small" />, true))}
          </List>
        </Collapse>
      </List>
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        sx={{ px: 2, pb: 2 }}
      >
        Showing: {selected}
      </Typography>
    </Paper>
  );
}
