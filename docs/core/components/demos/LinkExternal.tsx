import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

/**
 * Text for screen readers only: it stays in the accessibility tree but takes no room on screen. The
 * sizes are strings: in `sx`, a number from 0 to 1 is a fraction, so `width: 1` would mean 100%.
 */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function LinkExternal() {
  return (
    <Typography>
      Read the{' '}
      <Link
        href="https://www.w3.org/WAI/standards-guidelines/wcag/"
        target="_blank"
        // noopener: the new tab gets no handle on this page; noreferrer: it does not learn the address.
        rel="noopener noreferrer"
      >
        Web Content Accessibility Guidelines
        <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} />
        <Box component="span" sx={visuallyHidden}>
          (opens in a new tab)
        </Box>
      </Link>{' '}
      before you hide an underline.
    </Typography>
  );
}
