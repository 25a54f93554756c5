import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

const FORMATS = ['PDF document', 'CSV spreadsheet', 'Plain text'] as const;

export default function MenuBasic() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [exported, setExported] = React.useState<string>('nothing yet');
  const open = anchorEl !== null;

  const choose = (format: string) => {
    setExported(format);
    setAnchorEl(null);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button
        id="menu-basic-button"
        variant="outlined"
        endIcon={<KeyboardArrowDownIcon />}
        aria-controls={open ? 'menu-basic-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Export report
      </Button>
      <Menu
        id="menu-basic-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'menu-basic-button' }}
      >
        {FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => choose(format)}>
            {format}
          </MenuItem>
        ))}
      </Menu>
      <Typography variant="body2" aria-live="polite">
        Exported as: {exported}
      </Typography>
    </Stack>
  );
}
