import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const SECTIONS = ['Products', 'Pricing', 'Customers', 'Blog'] as const;
type Section = (typeof SECTIONS)[number];

export default function AppBarResponsive() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [current, setCurrent] = React.useState<Section>('Products');
  const open = anchorEl !== null;

  const go = (section: Section) => {
    setCurrent(section);
    setAnchorEl(null);
  };

  return (
    <Box>
      <AppBar position="static">
        <Toolbar>
          <Typography component="p" variant="h6" noWrap sx={{ flexGrow: 1 }}>
            Northwind
          </Typography>
          <Box component="nav" aria-label="Northwind sections">
            {/* Below the md breakpoint (900 px): one button that opens a menu. */}
            <Box sx={{ display: { xs: 'block', md: 'none' } }}>
              <IconButton
                id="app-bar-responsive-button"
                edge="end"
                color="inherit"
                aria-label="Sections"
                aria-haspopup="true"
                aria-controls={open ? 'app-bar-responsive-menu' : undefined}
                aria-expanded={open ? 'true' : undefined}
                onClick={(event) => setAnchorEl(event.currentTarget)}
              >
                <MenuIcon />
              </IconButton>
              <Menu
                id="app-bar-responsive-menu"
                anchorEl={anchorEl}
                open={open}
                onClose={() => setAnchorEl(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                MenuListProps={{ 'aria-labelledby': 'app-bar-responsive-button' }}
              >
                {SECTIONS.map((section) => (
                  <MenuItem
                    key={section}
                    selected={section === current}
                    onClick={() => go(section)}
                  >
                    {section}
                  </MenuItem>
                ))}
              </Menu>
            </Box>
            {/* From md up: the sections as buttons in the bar. */}
            <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
              {SECTIONS.map((section) => (
                <Button
                  key={section}
                  color="inherit"
                  aria-current={section === current ? 'page' : undefined}
                  onClick={() => go(section)}
                  sx={{ textDecoration: section === current ? 'underline' : 'none' }}
                >
                  {section}
                </Button>
              ))}
            </Box>
          </Box>
        </Toolbar>
      </AppBar>
      <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
        Showing: {current}
      </Typography>
    </Box>
  );
}
