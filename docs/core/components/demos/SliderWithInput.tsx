import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** True once mounted: the slider's server HTML does not validate in 5.18.0 (see the Slider page). */
function useHasMounted(): boolean {
  const [hasMounted, setHasMounted] = React.useState(false);
  React.useEffect(() => setHasMounted(true), []);
  return hasMounted;
}

const MIN = 0;
const MAX = 200;

export default function SliderWithInput() {
  const hasMounted = useHasMounted();
  const labelId = React.useId();
  const [width, setWidth] = React.useState<number>(120);
  // The text the reader types, kept apart so that an empty or half-typed field is allowed.
  const [text, setText] = React.useState('120');

  const commitText = () => {
    const parsed = Number(text);
    const next =
      text.trim() === '' || Number.isNaN(parsed)
        ? width
        : Math.min(MAX, Math.max(MIN, Math.round(parsed)));
    setWidth(next);
    setText(String(next));
  };

  return (
    <Box sx={{ maxWidth: 340 }}>
      <Typography id={labelId} variant="body2">
        Image width in pixels
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ height: 64 }}>
        <Box sx={{ flex: 1, px: 1 }}>
          {hasMounted && (
            <Slider
              aria-labelledby={labelId}
              min={MIN}
              max={MAX}
              value={width}
              onChange={(_event, value) => {
                setWidth(value as number);
                setText(String(value));
              }}
            />
          )}
        </Box>
        <TextField
          label="Width"
          size="small"
          type="number"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commitText}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitText();
          }}
          inputProps={{ min: MIN, max: MAX, step: 10 }}
          sx={{ width: 96 }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        Width: {width} px
      </Typography>
    </Box>
  );
}
