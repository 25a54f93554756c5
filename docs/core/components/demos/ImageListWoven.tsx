import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const IMAGES = [
  { file: 'forest', alt: 'A path between pine trees' },
  { file: 'mountain-lake', alt: 'A snowy mountain above a dark lake' },
  { file: 'lighthouse', alt: 'A striped lighthouse by the sea' },
  { file: 'balloons', alt: 'Two hot-air balloons in a pink sky' },
  { file: 'harbor', alt: 'A sailboat in a harbor at sunset' },
  { file: 'sunflowers', alt: 'Three sunflowers in a field' },
];

export default function ImageListWoven() {
  return (
    <ImageList
      variant="woven"
      cols={3}
      gap={8}
      // The list has no fixed height, so it never needs to scroll: without this, the rows' rounding to whole
      // pixels can leave it a pixel or two of scrollable overflow, an unreachable scroll area for keyboards.
      sx={{ m: 0, overflowY: 'visible' }}
    >
      {IMAGES.map((image) => (
        <ImageListItem key={image.file}>
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
