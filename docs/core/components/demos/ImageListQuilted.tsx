import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// cols and rows: how many grid cells each image covers.
const IMAGES = [
  { file: 'peaks', alt: 'Snowy mountain peaks', cols: 2, rows: 2 },
  { file: 'sunflowers', alt: 'Three sunflowers in a field', cols: 1, rows: 1 },
  { file: 'harbor', alt: 'A sailboat in a harbor at sunset', cols: 1, rows: 1 },
  { file: 'lighthouse', alt: 'A striped lighthouse by the sea', cols: 1, rows: 2 },
  { file: 'dunes', alt: 'Sand dunes under a yellow sun', cols: 1, rows: 1 },
  { file: 'skyline', alt: 'City towers with lit windows at night', cols: 2, rows: 1 },
  { file: 'balloons', alt: 'Two hot-air balloons in a pink sky', cols: 1, rows: 1 },
];

export default function ImageListQuilted() {
  return (
    <ImageList variant="quilted" cols={4} rowHeight={80} gap={4} sx={{ m: 0 }}>
      {IMAGES.map((image) => (
        <ImageListItem key={image.file} cols={image.cols} rows={image.rows}>
          <img
            src={`/img/components/image-list/${image.file}.svg`}
            alt={image.alt}
            loading="lazy"
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
