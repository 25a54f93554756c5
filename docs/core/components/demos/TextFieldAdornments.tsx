import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function TextFieldAdornments() {
  const [showPassword, setShowPassword] = React.useState(false);
  const passwordId = React.useId();
  const passwordHelpId = React.useId();

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <TextField
        label="Search the docs"
        type="search"
        InputProps={{
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        }}
      />
      <TextField
        label="Weight"
        defaultValue="12.5"
        inputProps={{ inputMode: 'decimal' }}
        InputProps={{ endAdornment: <InputAdornment position="end">kg</InputAdornment> }}
      />
      {/* The parts TextField assembles for you, put together by hand to add the toggle button. */}
      <FormControl variant="outlined">
        <InputLabel htmlFor={passwordId}>Password</InputLabel>
        <OutlinedInput
          id={passwordId}
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          aria-describedby={passwordHelpId}
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                // A toggle keeps one name; aria-pressed says whether it is on.
                aria-label="Show password"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
                // Keeps the focus (and the caret) in the input when the button is clicked.
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          }
        />
        <FormHelperText id={passwordHelpId}>
          {showPassword ? 'The password is visible.' : 'The password is hidden.'}
        </FormHelperText>
      </FormControl>
    </Stack>
  );
}
