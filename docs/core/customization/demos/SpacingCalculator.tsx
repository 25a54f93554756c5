import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Theme, useTheme } from '@mui/material/styles';

const FIELD_NAMES = [
  ['all sides'],
  ['top and bottom', 'left and right'],
  ['top', 'left and right', 'bottom'],
  ['top', 'right', 'bottom', 'left'],
];

/** Calls theme.spacing with as many arguments as the reader chose (its overloads take 0 to 4). */
function callSpacing(theme: Theme, args: number[]): string {
  const [a, b, c, d] = args;
  switch (args.length) {
    case 1:
      return theme.spacing(a);
    case 2:
      return theme.spacing(a, b);
    case 3:
      return theme.spacing(a, b, c);
    default:
      return theme.spacing(a, b, c, d);
  }
}

export default function SpacingCalculator() {
  const theme = useTheme();
  const [count, setCount] = React.useState(2);
  const [values, setValues] = React.useState(['2', '3', '1', '0.5']);

  const args = values.slice(0, count).map((value) => Number(value) || 0);
  const result = callSpacing(theme, args);
  const negative = args.some((value) => value < 0);

  return (
    <Stack spacing={2}>
      <Typography>
        One spacing unit of this page: <code>theme.spacing(1)</code> ={' '}
        <strong>{theme.spacing(1)}</strong>
      </Typography>
      <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography id="spacing-calculator-count">Arguments</Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={count}
          onChange={(_event, next: number | null) => next && setCount(next)}
          aria-labelledby="spacing-calculator-count"
        >
          {[1, 2, 3, 4].map((option) => (
            <ToggleButton key={option} value={option}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap">
        {FIELD_NAMES[count - 1].map((name, index) => (
          <TextField
            key={name}
            label={`Factor: ${name}`}
            type="number"
            size="small"
            value={values[index]}
            onChange={(event) =>
              setValues((previous) =>
                previous.map((value, at) => (at === index ? event.target.value : value)),
              )
            }
            inputProps={{ step: 0.5 }}
            sx={{ width: '11rem' }}
          />
        ))}
      </Stack>
      <Typography role="status" sx={{ overflowWrap: 'anywhere' }}>
        <code>{`theme.spacing(${args.join(', ')})`}</code> returns{' '}
        <strong>{`"${result}"`}</strong>
      </Typography>
      {negative ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Padding cannot be negative: use negative factors for margins, which may pull an
          element over its neighbor.
        </Typography>
      ) : (
        <Box
          sx={{
            bgcolor: 'action.selected',
            borderRadius: 1,
            maxWidth: 1,
            overflow: 'hidden',
          }}
        >
          <Box sx={{ p: result, display: 'flex' }}>
            <Paper variant="outlined" sx={{ px: 2, py: 1, flex: 1, minWidth: 0 }}>
              Content inside <code>padding: {result}</code>
            </Paper>
          </Box>
        </Box>
      )}
    </Stack>
  );
}
