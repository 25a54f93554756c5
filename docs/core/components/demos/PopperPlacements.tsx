import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper, { PopperPlacementType } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

const PLACEMENTS: PopperPlacementType[] = [
  'top-start',
  'top',
  'top-end',
  'left-start',
  'left',
  'left-end',
  'right-start',
  'right',
  'right-end',
  'bottom-start',
  'bottom',
  'bottom-end',
];

const POPPER_ID = 'popper-placements-card';

export default function PopperPlacements() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom');
  const open = anchorEl !== null;

  React.useEffect(() => {
    if (!open) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAnchorEl(null);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  const handleClick =
    (next: PopperPlacementType) => (event: React.MouseEvent<HTMLButtonElement>) => {
      const same = open && placement === next;
      setPlacement(next);
      setAnchorEl(same ? null : event.currentTarget);
    };

  return (
    <Box sx={{ py: 6, display: 'flex', justifyContent: 'center' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 112px))',
          gap: 1,
        }}
      >
        {PLACEMENTS.map((item) => {
          const active = open && placement === item;
          return (
            <Button
              key={item}
              size="small"
              variant={active ? 'contained' : 'outlined'}
              aria-describedby={active ? POPPER_ID : undefined}
              aria-expanded={active}
              onClick={handleClick(item)}
              sx={{ minWidth: 0, px: 0.5, textTransform: 'none' }}
            >
              {item}
            </Button>
          );
        })}
      </Box>
      <Popper
        id={POPPER_ID}
        open={open}
        anchorEl={anchorEl}
        placement={placement}
        sx={{ zIndex: 'tooltip' }}
      >
        {({ placement: shown }) => (
          <Paper elevation={6} sx={{ m: 1, px: 2, py: 1 }}>
            <Typography variant="body2">Asked for: {placement}</Typography>
            <Typography variant="body2">Shown at: {shown}</Typography>
          </Paper>
        )}
      </Popper>
    </Box>
  );
}
