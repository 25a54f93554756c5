import * as React from 'react';
import Button from '@mui/material/Button';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Placement = 'below' | 'above' | 'beside';

const ORIGINS: Record<Placement, Pick<MenuProps, 'anchorOrigin' | 'transformOrigin'>> = {
  // The menu's top edge meets the button's bottom edge.
  below: {
    anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
    transformOrigin: { vertical: 'top', horizontal: 'left' },
  },
  // The menu's bottom edge meets the button's top edge.
  above: {
    anchorOrigin: { vertical: 'top', horizontal: 'left' },
    transformOrigin: { vertical: 'bottom', horizontal: 'left' },
  },
  // The menu's left edge meets the button's right edge.
  beside: {
    anchorOrigin: { vertical: 'top', horizontal: 'right' },
    transformOrigin: { vertical: 'top', horizontal: 'left' },
  },
};

export default function MenuPositioning() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<Placement>('below');
  const open = anchorEl !== null;

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
        {...ORIGINS[placement]}
      >
        <MenuItem onClick={() => setAnchorEl(null)}>Rename</MenuItem>
        <MenuItem onClick={() => setAnchorEl(null)}>Duplicate</MenuItem>
        <MenuItem onClick={() => setAnchorEl(null)}>Move to folder</MenuItem>
      </Menu>
    </Stack>
  );
}
