import type { SxProps, Theme } from '@mui/material/styles';
import { ADS, BORDER_RADIUS } from '@site/src/data/constants';

const IMAGE = { width: 130, height: 100 } as const;
const RADIUS = `${BORDER_RADIUS.docs}px`;
/** Text lines kept beside the picture, so no ad outgrows the reserved height. */
const TEXT_LINES = 4;

const clampedText = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: TEXT_LINES,
  overflow: 'hidden',
} as const;

/** A card: the picture on the start side, the text beside it, "ad by ..." under the text. */
const card = {
  display: 'grid',
  gridTemplateColumns: `${IMAGE.width}px minmax(0, 1fr)`,
  gridTemplateRows: '1fr auto',
  columnGap: 1.5,
  alignItems: 'start',
  p: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: RADIUS,
  bgcolor: 'background.paper',
  color: 'text.primary',
  fontSize: '0.875rem',
  lineHeight: 1.5,
  textAlign: 'start',
} as const;

const poweredBy = { gridColumn: 2, alignSelf: 'end', mt: 0.5, fontSize: '0.75rem', color: 'text.secondary' } as const;

const picture = {
  display: 'block',
  width: IMAGE.width,
  height: IMAGE.height,
  maxWidth: 'none',
  objectFit: 'cover',
  borderRadius: `${BORDER_RADIUS.default}px`,
  bgcolor: 'action.hover',
} as const;

/**
 * The slot: its space is reserved from the first paint (min height 126 px, 142 px under the `sm`
 * breakpoint; 3 spacing units above and below), so an ad arriving later never moves the text.
 * It styles its own cards and the markup the ad script adds (`#carbonads`, Carbon's class names)
 * alike, with the theme's colours, so ads follow light, dark and right-to-left.
 */
export const slotSx: SxProps<Theme> = {
  display: 'block',
  minHeight: { xs: ADS.minHeightSmallPx, sm: ADS.minHeightPx },
  mt: ADS.marginTop,
  mb: ADS.marginBottom,
  '& .ad-card': { ...card, maxWidth: 480 },
  // Twice the slot's class: stronger than the site's underline for links in Markdown (src/css/custom.css).
  '&& a.ad-card': { textDecoration: 'none' },
  '& a.ad-card:hover .ad-card-text, & a.ad-card:focus-visible .ad-card-text': { textDecoration: 'underline' },
  '& a.ad-card:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  '& .ad-card-image': { ...picture, gridRow: 'span 2' },
  '& .ad-card-text': clampedText,
  '& .ad-card-poweredby': poweredBy,
  '& .ad-notice': { ...card, display: 'block', maxWidth: 480, m: 0 },
  '& .ad-notice-title': { display: 'block', fontWeight: 600 },
  '& #carbonads': { ...card, display: 'block', maxWidth: 480 },
  '& #carbonads > span': {
    display: 'grid',
    gridTemplateColumns: `${IMAGE.width}px minmax(0, 1fr)`,
    gridTemplateRows: '1fr auto',
    columnGap: 1.5,
  },
  '& #carbonads .carbon-wrap': { display: 'contents' },
  '& #carbonads .carbon-img': { gridRow: 'span 2' },
  '& #carbonads .carbon-img img': picture,
  '& #carbonads .carbon-text': { ...clampedText, color: 'text.primary', textDecoration: 'none' },
  '& #carbonads .carbon-text:hover': { textDecoration: 'underline' },
  '& #carbonads .carbon-poweredby': { ...poweredBy, textDecoration: 'none' },
};
