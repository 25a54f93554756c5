import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const ORDERS = [
  'Newest first',
  'Oldest first',
  'Most commented',
  'Archived only (admins)',
];

export default function MenuSelected() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [selectedIndex, setSelectedIndex] = React.useState(0);
  const open = anchorEl !== null;

  return (
    <div>
      <List
        component="nav"
        aria-label="Comment settings"
        sx={{ bgcolor: 'background.paper', maxWidth: 340 }}
      >
        <ListItemButton
          id="menu-selected-button"
          aria-haspopup="listbox"
          aria-controls={open ? 'menu-selected-menu' : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <ListItemText primary="Sort comments" secondary={ORDERS[selectedIndex]} />
        </ListItemButton>
      </List>
      <Menu
        id="menu-selected-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'menu-selected-button', role: 'listbox' }}
      >
        {ORDERS.map((order, index) => (
          <MenuItem
            key={order}
            role="option"
            aria-selected={index === selectedIndex}
            disabled={index === 3}
            selected={index === selectedIndex}
            onClick={() => {
              setSelectedIndex(index);
              setAnchorEl(null);
            }}
          >
            {order}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
