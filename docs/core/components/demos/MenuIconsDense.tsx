import * as React from 'react';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

const ACTIONS = [
  { label: 'Cut', shortcut: 'Ctrl+X', icon: <ContentCutIcon fontSize="small" /> },
  { label: 'Copy', shortcut: 'Ctrl+C', icon: <ContentCopyIcon fontSize="small" /> },
  { label: 'Paste', shortcut: 'Ctrl+V', icon: <ContentPasteIcon fontSize="small" /> },
];

export default function MenuIconsDense() {
  const [dense, setDense] = React.useState(false);
  const [last, setLast] = React.useState('none');

  return (
    <Stack spacing={2} alignItems="flex-start">
      <FormControlLabel
        control={
          <Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />
        }
        label="Dense"
      />
      <Paper sx={{ width: 280, maxWidth: '100%' }}>
        <MenuList dense={dense} aria-label="Edit">
          {ACTIONS.map((action) => (
            <MenuItem key={action.label} onClick={() => setLast(action.label)}>
              <ListItemIcon>{action.icon}</ListItemIcon>
              <ListItemText>{action.label}</ListItemText>
              <Typography variant="body2" color="text.secondary">
                {action.shortcut}
              </Typography>
            </MenuItem>
          ))}
          {/* Inside a list, the divider is a list item (with the separator role), not an hr. */}
          <Divider component="li" />
          <MenuItem onClick={() => setLast('Delete')}>
            <ListItemIcon>
              <DeleteOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Delete</ListItemText>
          </MenuItem>
        </MenuList>
      </Paper>
      <Typography variant="body2" aria-live="polite">
        Last command: {last}
      </Typography>
    </Stack>
  );
}
