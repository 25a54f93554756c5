import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Point {
  top: number;
  left: number;
}

const QUOTE =
  'The harbor opens at six, when the first ferries come in from the islands and the fish market starts to shout its prices.';

export default function PopoverAnchorPosition() {
  // The point stays while the popover closes, so its exit transition happens where it was.
  const [point, setPoint] = React.useState<Point>({ top: 0, left: 0 });
  const [open, setOpen] = React.useState(false);
  const [selection, setSelection] = React.useState('');
  const [saved, setSaved] = React.useState('nothing yet');

  const handleMouseUp = () => {
    const chosen = window.getSelection();
    const text = chosen?.toString().trim() ?? '';
    if (!chosen || text === '' || chosen.rangeCount === 0) return;
    // A popover can sit at a point of the viewport instead of next to an element: here, under the selection.
    const rect = chosen.getRangeAt(0).getBoundingClientRect();
    setSelection(text);
    setPoint({ top: rect.bottom, left: rect.left + rect.width / 2 });
    setOpen(true);
  };
  const openFromButton = (event: React.MouseEvent<HTMLButtonElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setSelection('the whole sentence');
    setPoint({ top: rect.bottom, left: rect.left + rect.width / 2 });
    setOpen(true);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Box
        onMouseUp={handleMouseUp}
        sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography>{QUOTE}</Typography>
      </Box>
      <Button variant="outlined" size="small" onClick={openFromButton}>
        Highlight the whole sentence
      </Button>
      <Typography variant="body2" aria-live="polite">
        Highlighted: {saved}
      </Typography>
      <Popover
        open={open}
        onClose={() => setOpen(false)}
        anchorReference="anchorPosition"
        anchorPosition={point}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Highlight', sx: { p: 1 } } }}
      >
        <Button
          size="small"
          onClick={() => {
            setSaved(selection);
            setOpen(false);
          }}
        >
          Save highlight
        </Button>
      </Popover>
    </Stack>
  );
}
