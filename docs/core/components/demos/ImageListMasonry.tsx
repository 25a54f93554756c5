import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// Each drawing keeps its own proportions: width and height let the browser reserve the space.
const IMAGES = [
  { file: 'forest', alt: 'A path between pine trees', width: 300, height: 450 },
  { file: 'dunes', alt: 'Sand dunes under a yellow sun', width: 400, height: 300 },
  { file: 'lighthouse', alt: 'A striped lighthouse by the sea', width: 300, height: 420 },
  {
    file: 'skyline',
    alt: 'City towers with lit windows at night',
    width: 400,
    height: 250,
  },
  { file: 'harbor', alt: 'A sailboat in a harbor at sunset', width: 300, height: 300 },
  {
    file: 'mountain-lake',
    alt: 'A snowy mountain above a dark lake',
    width: 300,
    height: 400,
  },
  { file: 'peaks', alt: 'Snowy mountain peaks', width: 400, height: 260 },
  {
    file: 'balloons',
    alt: 'Two hot-air balloons in a pink sky',
    width: 300,
    height: 360,
  },
];

export default function ImageListMasonry() {
  return (
    <ImageList variant="masonry" cols={3} gap={8} sx={{ m: 0 }}>
      {IMAGES.map((image) => (
        <ImageListItem key={image.file}>
          <img
            src={`/img/components/image-list/${image.file}.svg`}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
