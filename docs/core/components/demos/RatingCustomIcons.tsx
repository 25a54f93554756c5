import * as React from 'react';
import Rating, { ratingClasses } from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

export default function RatingCustomIcons() {
  const [value, setValue] = React.useState<number | null>(6);
  const labelId = React.useId();

  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Typography id={labelId} component="span" variant="body2">
        How much did you enjoy the book?
      </Typography>
      <Rating
        role="radiogroup"
        aria-labelledby={labelId}
        name="book-rating"
        max={10}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        getLabelText={(rating) => `${rating} heart${rating === 1 ? '' : 's'} out of 10`}
        icon={<Favorite fontSize="inherit" />}
        emptyIcon={<FavoriteBorder fontSize="inherit" />}
        // Palette paths keep the colors right in light and dark mode.
        sx={{
          flexWrap: 'wrap',
          [`& .${ratingClasses.iconFilled}`]: { color: 'error.main' },
          [`& .${ratingClasses.iconHover}`]: { color: 'error.dark' },
        }}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        Hearts: {value ?? 0} of 10
      </Typography>
    </Stack>
  );
}
