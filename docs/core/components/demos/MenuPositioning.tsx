import * as React from 'react';
import Button from '@mui/material/Button';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';

type Placement = 'below' | 'above' | 'beside';

type Side = 'left' | 'right';

/** Origins use physical sides: `start` is the side where lines begin (left, or right in right-to-left pages). */
function origins(
  placement: Placement,
  start: Side,
  end: Side,
): Pick<MenuProps, 'anchorOrigin' | 'transformOrigin'> {
  switch (placement) {
    case 'below': // The menu's top edge meets the button's bottom edge.
      return {
        anchorOrigin: { vertical: 'bottom', horizontal: start },
        transformOrigin: { vertical: 'top', horizontal: start },
      };
    case 'above': // The menu's bottom edge meets the button's top edge.
      return {
        anchorOrigin: { vertical: 'top', horizontal: start },
        transformOrigin: { vertical: 'bottom', horizontal: start },
      };
    default: // The menu starts where the button ends.
      return {
        anchorOrigin: { vertical: 'top', horizontal: end },
        transformOrigin: { vertical: 'top', horizontal: start },
      };
  }
}

export default function MenuPositioning() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<Placement>('below');
  const open = anchorEl !== null;
  const rtl = useTheme().direction === 'rtl';

  return (
    <Stack spacing={3} alignItems="flex-start" sx={{ py: 6 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Menu placement"
        value={placement}
        onChange={(_event, value: Placement | null) => value && setPlacement(value)}
      >
        <ToggleButton value="below">Below</ToggleButton>
        <ToggleButton value="above">Above</ToggleButton>
        <ToggleButton value="beside">Beside</ToggleButton>
      </ToggleButtonGroup>
      <Button
        id="menu-positioning-button"
        variant="contained"
        aria-controls={open ? 'menu-positioning-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Open menu {placement}
      </Button>
      <Menu
        id="menu-positioning-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'menu-positioning-button' }}
        {...origins(placement, rtl ? 'right' : 'left', rtl ? 'left' : 'right')}
      >
        <MenuItem onClick={() => setAnchorEl(null)}>Rename</MenuItem>
        <MenuItem onClick={() => setAnchorEl(null)}>Duplicate</MenuItem>
        <MenuItem onClick={() => setAnchorEl(null)}>Move to folder</MenuItem>
      </Menu>
    </Stack>
  );
}
