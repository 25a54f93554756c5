import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Reviewer {
  name: string;
  team: string;
}

const REVIEWERS: readonly Reviewer[] = [
  { name: 'Amara Okafor', team: 'Design systems' },
  { name: 'Lukas Brandt', team: 'Payments' },
  { name: 'Mei Tanaka', team: 'Accessibility' },
];

export default function DialogSimpleList() {
  const [open, setOpen] = React.useState(false);
  const [reviewer, setReviewer] = React.useState('nobody yet');

  const choose = (name: string) => {
    setReviewer(name);
    setOpen(false);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Assign reviewer
      </Button>
      <Typography variant="body2" aria-live="polite">
        Reviewer: {reviewer}
      </Typography>
      {/* DialogTitle takes an id from the dialog, which names the dialog: no aria-labelledby needed. */}
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Assign a reviewer</DialogTitle>
        <List sx={{ pt: 0 }}>
          {REVIEWERS.map((person) => (
            <ListItem key={person.name} disablePadding>
              <ListItemButton
                selected={person.name === reviewer}
                onClick={() => choose(person.name)}
              >
                <ListItemText primary={person.name} secondary={person.team} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Dialog>
    </Stack>
  );
}
