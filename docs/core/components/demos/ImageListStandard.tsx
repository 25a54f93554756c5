import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

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
      }}
    >
      {IMAGES.map((image) => (
        <ImageListItem key={image.file}>
          <img
            src={`/img/components/image-list/${image.file}.svg`}
            alt={image.alt}
            loading="lazy"
            // The standard variant keeps a picture's own height; fill the cell so tall ones are cropped.
            style={{ height: '100%' }}
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
