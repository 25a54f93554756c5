import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const WORDS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

export default function RatingHoverFeedback() {
  const [value, setValue] = React.useState<number | null>(3);
  // onChangeActive reports the value under the mouse pointer, and -1 once it leaves the stars.
  const [hover, setHover] = React.useState(-1);
  const labelId = React.useId();
  const shown = hover !== -1 ? hover : value;

  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Typography id={labelId} component="span" variant="body2">
        Rate the workshop
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <Rating
          role="radiogroup"
          aria-labelledby={labelId}
          name="workshop-rating"
          value={value}
          getLabelText={(rating) =>
            `${rating} star${rating === 1 ? '' : 's'}, ${WORDS[rating]}`
          }
          onChange={(_event, newValue) => setValue(newValue)}
          onChangeActive={(_event, newHover) => setHover(newHover)}
        />
        {/* A fixed width keeps the stars still while the word under the pointer changes. */}
        <Box sx={{ minWidth: 80 }}>{shown !== null ? WORDS[shown] : 'Not rated'}</Box>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Pointing at: {hover === -1 ? 'nothing' : `${hover} (${WORDS[hover]})`}. Saved:{' '}
        {value ?? 'nothing'}.
      </Typography>
    </Stack>
  );
}
