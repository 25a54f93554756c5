import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

const PHOTOS = [
  {
    file: 'harbor',
    title: 'Harbor at dusk',
    author: 'Lena Ortiz',
    alt: 'A sailboat in a harbor at sunset',
  },
  {
    file: 'peaks',
    title: 'Snow peaks',
    author: 'Kenji Mori',
    alt: 'Snowy mountain peaks',
  },
  {
    file: 'sunflowers',
    title: 'Sunflower field',
    author: 'Ada Nwosu',
    alt: 'Three sunflowers in a field',
  },
  {
    file: 'skyline',
    title: 'Night skyline',
    author: 'Tomás Vega',
    alt: 'City towers with lit windows at night',
  },
];

export default function ImageListItemBarFavorites() {
  const [favorites, setFavorites] = React.useState<string[]>(['Snow peaks']);

  const toggle = (title: string) =>
    setFavorites((current) =>
      current.includes(title)
        ? current.filter((item) => item !== title)
        : [...current, title],
    );

  return (
    <Box>
      <ImageList
        cols={2}
        rowHeight={150}
        gap={8}
        sx={{
          m: 0,
        }}
      >
        {PHOTOS.map((photo) => {
          const favorite = favorites.includes(photo.title);
          return (
            <ImageListItem key={photo.file}>
              <img
                src={`/img/components/image-list/${photo.file}.svg`}
                alt={photo.alt}
                loading="lazy"
                // The standard variant keeps a picture's own height; fill the cell so tall ones are cropped.
                style={{ height: '100%' }}
              />
              <ImageListItemBar
                title={photo.title}
                subtitle={`by ${photo.author}`}
                actionIcon={
                  <IconButton
                    aria-label={`Favorite: ${photo.title}`}
                    aria-pressed={favorite}
                    onClick={() => toggle(photo.title)}
                    sx={{ color: 'common.white' }}
                  >
                    {favorite ? <StarIcon /> : <StarBorderIcon />}
                  </IconButton>
                }
              />
            </ImageListItem>
          );
        })}
      </ImageList>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        Favorites: {favorites.length === 0 ? 'none' : favorites.join(', ')}
      </Typography>
    </Box>
  );
}
