import * as React from 'react';
import AppBar, { type AppBarProps } from '@mui/material/AppBar';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';

const BARS: { color: AppBarProps['color']; elevation?: number }[] = [
  { color: 'primary' },
  { color: 'secondary' },
  { color: 'default', elevation: 0 },
  { color: 'transparent', elevation: 0 },
];

export default function AppBarColors() {
  const [enableColorOnDark, setEnableColorOnDark] = React.useState(false);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            inputProps={{ role: 'switch' }}
            checked={enableColorOnDark}
            onChange={(event) => setEnableColorOnDark(event.target.checked)}
          />
        }
        label="enableColorOnDark"
      />
      {BARS.map(({ color, elevation }) => (
        <AppBar
          key={color}
          position="static"
          color={color}
          elevation={elevation}
          enableColorOnDark={enableColorOnDark}
          // The transparent bar has no background of its own; a border shows where it ends.
          sx={color === 'transparent' ? { border: 1, borderColor: 'divider' } : undefined}
        >
          <Toolbar variant="dense">
            <Typography component="p" sx={{ flexGrow: 1 }}>
              {/* <bdi> keeps the code-like label in its own direction inside a right-to-left page. */}
              <bdi>{`color="${color}"${elevation === undefined ? '' : `, elevation={${elevation}}`}`}</bdi>
            </Typography>
            <IconButton edge="end" color="inherit" aria-label={`Search (${color} bar)`}>
              <SearchIcon />
            </IconButton>
          </Toolbar>
        </AppBar>
      ))}
    </Stack>
  );
}
