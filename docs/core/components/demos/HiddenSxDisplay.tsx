import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';

export default function HiddenSxDisplay() {
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
          The range your window is in:
        </Typography>
        {/* Each chip is displayed in one range only; the others are display: none. */}
        <Chip
          color="primary"
          label="Phone: below 600px"
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        />
        <Chip
          color="primary"
          label="Tablet: 600px to 899px"
          sx={{ display: { xs: 'none', sm: 'inline-flex', md: 'none' } }}
        />
        <Chip
          color="primary"
          label="Desktop: 900px and wider"
          sx={{ display: { xs: 'none', md: 'inline-flex' } }}
        />
      </Box>
      <Stack direction="row" spacing={1}>
        {/* The words are hidden below md; the aria-label keeps the name when only the icon shows. */}
        <Button
          variant="outlined"
          aria-label="Print"
          startIcon={<PrintIcon />}
          sx={{ minWidth: 0 }}
        >
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            Print
          </Box>
        </Button>
        <Button
          variant="outlined"
          aria-label="Share"
          startIcon={<ShareIcon />}
          sx={{ minWidth: 0 }}
        >
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            Share
          </Box>
        </Button>
      </Stack>
    </Stack>
  );
}
