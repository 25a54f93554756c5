import * as React from 'react';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import NavigationIcon from '@mui/icons-material/Navigation';
import FavoriteIcon from '@mui/icons-material/Favorite';

export default function FabSizesVariants() {
  const [notes, setNotes] = React.useState(0);

  return (
    <Stack spacing={3}>
      {/* Circular (the default variant): icon only, so each one needs an aria-label. */}
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <Fab
          size="small"
          color="primary"
          aria-label="Add a note, small"
          onClick={() => setNotes((n) => n + 1)}
        >
          <AddIcon />
        </Fab>
        <Fab
          size="medium"
          color="primary"
          aria-label="Add a note, medium"
          onClick={() => setNotes((n) => n + 1)}
        >
          <AddIcon />
        </Fab>
        <Fab
          color="primary"
          aria-label="Add a note"
          onClick={() => setNotes((n) => n + 1)}
        >
          <AddIcon />
        </Fab>
      </Stack>
      {/* Colors: default (neutral), the palette colors, and disabled. */}
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <Fab aria-label="Edit">
          <EditIcon />
        </Fab>
        <Fab color="secondary" aria-label="Like">
          <FavoriteIcon />
        </Fab>
        <Fab disabled aria-label="Like (unavailable)">
          <FavoriteIcon />
        </Fab>
      </Stack>
      {/* Extended: the label is visible text, which also names the button. */}
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <Fab variant="extended" size="small" color="primary">
          <NavigationIcon sx={{ mr: 1 }} />
          Navigate
        </Fab>
        <Fab variant="extended" color="primary" onClick={() => setNotes((n) => n + 1)}>
          <AddIcon sx={{ mr: 1 }} />
          New note
        </Fab>
      </Stack>
      <Typography variant="body2" aria-live="polite">
        Notes added: {notes}
      </Typography>
    </Stack>
  );
}
