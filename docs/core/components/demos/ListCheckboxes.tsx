import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

interface Task {
  id: string;
  title: string;
  note: string;
}

const TASKS: readonly Task[] = [
  {
    id: 'tickets',
    title: 'Book train tickets',
    note: 'Before Friday, seats by the window.',
  },
  {
    id: 'plants',
    title: 'Water the plants',
    note: 'The fern needs more than the cactus.',
  },
  { id: 'library', title: 'Return library books', note: 'Two novels and a cookbook.' },
  { id: 'dentist', title: 'Call the dentist', note: 'Ask for a morning appointment.' },
];

export default function ListCheckboxes() {
  const [done, setDone] = React.useState<readonly string[]>(['plants']);
  const [shown, setShown] = React.useState<Task | null>(null);

  const toggle = (id: string) =>
    setDone((current) =>
      current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id],
    );

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ maxWidth: 400 }}>
        <Typography
          id="list-checkboxes-title"
          variant="subtitle2"
          component="p"
          sx={{ px: 2, pt: 1.5 }}
        >
          Errands
        </Typography>
        <List aria-labelledby="list-checkboxes-title">
          {TASKS.map((task) => (
            <ListItem
              key={task.id}
              disablePadding
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Details of ${task.title}`}
                  onClick={() => setShown(task)}
                >
                  <InfoOutlinedIcon />
                </IconButton>
              }
            >
              {/* The row is the checkbox's <label>: a click anywhere on it toggles the checkbox, which is
                  the only control in the tab order. A <label> holds phrasing content only, hence a span. */}
              <ListItemButton
                component="label"
                role={undefined}
                tabIndex={-1}
                sx={{ gap: 1 }}
              >
                <Checkbox
                  edge="start"
                  checked={done.includes(task.id)}
                  onChange={() => toggle(task.id)}
                />
                <Typography
                  component="span"
                  sx={
                    done.includes(task.id)
                      ? { textDecoration: 'line-through', color: 'text.secondary' }
                      : undefined
                  }
                >
                  {task.title}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Typography variant="body2" role="status">
        {done.length} of {TASKS.length} done.
        {shown ? ` ${shown.title}: ${shown.note}` : ''}
      </Typography>
    </Stack>
  );
}
