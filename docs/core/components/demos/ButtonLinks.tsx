import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function ButtonLinks() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
      {/* With href, the button renders an <a>: it navigates, shows the address on hover, opens in a new tab on middle-click. */}
      <Button variant="outlined" href="#accessibility" startIcon={<ArrowDownwardIcon />}>
        Accessibility notes
      </Button>
      <Button
        variant="contained"
        href="https://www.w3.org/WAI/ARIA/apg/patterns/button/"
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon />}
      >
        Button pattern (opens a new tab)
      </Button>
    </Stack>
  );
}
