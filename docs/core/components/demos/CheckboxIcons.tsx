import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

export default function CheckboxIcons() {
  const [liked, setLiked] = React.useState(false);
  const [saved, setSaved] = React.useState(true);

  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
      {/* Without visible text, the input needs its name through inputProps. */}
      <Checkbox
        icon={<FavoriteBorder />}
        checkedIcon={<Favorite />}
        color="error"
        checked={liked}
        onChange={(event) => setLiked(event.target.checked)}
        inputProps={{ 'aria-label': 'Like this recipe' }}
      />
      <Checkbox
        icon={<BookmarkBorder />}
        checkedIcon={<Bookmark />}
        checked={saved}
        onChange={(event) => setSaved(event.target.checked)}
        inputProps={{ 'aria-label': 'Save for later' }}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {liked ? 'Liked' : 'Not liked'}, {saved ? 'saved' : 'not saved'}
      </Typography>
    </Stack>
  );
}
