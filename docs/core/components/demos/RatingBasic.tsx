import * as React from 'react';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function starsText(value: number | null): string {
  if (value === null) return 'no rating';
  return `${value} star${value === 1 ? '' : 's'}`;
}

export default function RatingBasic() {
  const [value, setValue] = React.useState<number | null>(2);
  const [unrated, setUnrated] = React.useState<number | null>(null);
  const yourId = React.useId();
  const emptyId = React.useId();
  const disabledId = React.useId();

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack spacing={0.5}>
        <Typography id={yourId} component="span" variant="body2">
          Your rating (controlled)
        </Typography>
        {/* The stars are radio inputs: the radiogroup role lets the group carry a name. */}
        <Rating
          role="radiogroup"
          aria-labelledby={yourId}
          name="your-rating"
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
        />
        <Typography variant="body2" color="text.secondary" role="status">
          Rated: {starsText(value)}
        </Typography>
      </Stack>
      <Stack spacing={0.5}>
        <Typography component="span" variant="body2">
          Average of 128 reviews (read only)
        </Typography>
        <Rating
          value={4.5}
          precision={0.5}
          readOnly
          getLabelText={(rating) => `Average rating: ${rating} out of 5`}
        />
      </Stack>
      <Stack spacing={0.5}>
        <Typography id={disabledId} component="span" variant="body2">
          Delivery (disabled until the parcel arrives)
        </Typography>
        <Rating
          role="radiogroup"
          aria-labelledby={disabledId}
          name="delivery-rating"
          value={3}
          disabled
        />
      </Stack>
      <Stack spacing={0.5}>
        <Typography id={emptyId} component="span" variant="body2">
          Packaging (no rating yet)
        </Typography>
        <Rating
          role="radiogroup"
          aria-labelledby={emptyId}
          name="packaging-rating"
          value={unrated}
          onChange={(_event, newValue) => setUnrated(newValue)}
        />
      </Stack>
    </Stack>
  );
}
