import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

export default function AppBarBasic() {
  const [dense, setDense] = React.useState(false);

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            inputProps={{ role: 'switch' }}
            checked={dense}
            onChange={(event) => setDense(event.target.checked)}
          />
        }
        label="Dense toolbar"
        sx={{ mb: 1 }}
      />
      {/* static: the bar stays in the flow of this demo instead of covering the top of the page. */}
      <AppBar position="static">
        <Toolbar variant={dense ? 'dense' : 'regular'}>
          <IconButton
            edge="start"
            color="inherit"
            aria-label="Open navigation"
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography component="p" variant="h6" noWrap sx={{ flexGrow: 1 }}>
            Field notes
          </Typography>
          <Button color="inherit">Sign in</Button>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
