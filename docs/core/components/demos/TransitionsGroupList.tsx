import * as React from 'react';
import { TransitionGroup } from 'react-transition-group';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

const GROCERIES = [
  'Oat milk',
  'Rye bread',
  'Tomatoes',
  'Basil',
  'Parmesan',
  'Olive oil',
  'Lentils',
];

export default function TransitionsGroupList() {
  const theme = useTheme();
  const [items, setItems] = React.useState(GROCERIES.slice(0, 3));
  // Readers who asked their system for less motion get the change without the animation.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const timeout = reduceMotion ? 0 : theme.transitions.duration.standard;
  const next = GROCERIES.find((item) => !items.includes(item));

  return (
    <Stack spacing={1} sx={{ width: 320, maxWidth: '100%' }}>
      <Button
        variant="outlined"
        disabled={!next}
        onClick={() => next && setItems((current) => [...current, next])}
      >
        {next ? `Add ${next}` : 'Everything is on the list'}
      </Button>
      <List
        aria-label="Shopping list"
        sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
      >
        <TransitionGroup component={null}>
          {items.map((item) => (
            // Each row's Collapse is the list item (li); the ListItem inside it is a div, so the list stays valid HTML.
            <Collapse key={item} component="li" timeout={timeout}>
              <ListItem
                component="div"
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${item}`}
                    onClick={() =>
                      setItems((current) => current.filter((other) => other !== item))
                    }
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={item} />
              </ListItem>
            </Collapse>
          ))}
        </TransitionGroup>
      </List>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Animation length: {timeout} ms{reduceMotion ? ' (reduced motion is on)' : ''}
      </Typography>
    </Stack>
  );
}
