import * as React from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function labelText(value: number): string {
  return `${value} of 5 stars`;
}

export default function RatingHalfStars() {
  const [value, setValue] = React.useState<number | null>(3.5);
  const labelId = React.useId();

  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Typography id={labelId} component="span" variant="body2">
        How was the hotel?
      </Typography>
      <Rating
        role="radiogroup"
        aria-labelledby={labelId}
        name="hotel-rating"
        precision={0.5}
        value={value}
        getLabelText={labelText}
        onChange={(_event, newValue) => setValue(newValue)}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        Value: {value === null ? 'none' : value}
      </Typography>
    </Stack>
  );
}
