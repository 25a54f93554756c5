import ImageList from '@mui/material/ImageList';
import ImageListItem, { imageListItemClasses } from '@mui/material/ImageListItem';

const IMAGES = [
  { file: 'harbor', alt: 'A sailboat in a harbor at sunset' },
  { file: 'mountain-lake', alt: 'A snowy mountain above a dark lake' },
  { file: 'dunes', alt: 'Sand dunes under a yellow sun' },
  { file: 'forest', alt: 'A path between pine trees' },
  { file: 'skyline', alt: 'City towers with lit windows at night' },
  { file: 'sunflowers', alt: 'Three sunflowers in a field' },
];

export default function ImageListStandard() {
  return (
    <ImageList
      cols={3}
      rowHeight={120}
      gap={8}
      sx={{
        m: 0,
        // In the standard variant the picture keeps its height: fill the cell instead, so that a picture
        // taller than its row is cropped rather than overflowing the list.
        [`& .${imageListItemClasses.img}`]: { height: '100%' },
      }}
    >
      {IMAGES.map((image) => (
        <ImageListItem key={image.file}>
          <img src={`/img/components/image-list/${image.file}.svg`} alt={image.alt} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
