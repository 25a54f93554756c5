import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

/** Mirrors the chevron in right-to-left pages, where the trail runs from right to left. */
const chevronSx = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

export default function BreadcrumbsSeparators() {
  return (
    <Stack spacing={2}>
      <Breadcrumbs separator="›" aria-label="Breadcrumb with a text separator">
        <Link underline="hover" color="inherit" href="#custom-separators">
          Settings
        </Link>
        <Typography color="text.primary" aria-current="page">
          Notifications
        </Typography>
      </Breadcrumbs>
      <Breadcrumbs separator="-" aria-label="Breadcrumb with a dash separator">
        <Link underline="hover" color="inherit" href="#custom-separators">
          Settings
        </Link>
        <Typography color="text.primary" aria-current="page">
          Notifications
        </Typography>
      </Breadcrumbs>
      <Breadcrumbs
        separator={<NavigateNextIcon fontSize="small" sx={chevronSx} />}
        aria-label="Breadcrumb with an icon separator"
      >
        <Link underline="hover" color="inherit" href="#custom-separators">
          Settings
        </Link>
        <Typography color="text.primary" aria-current="page">
          Notifications
        </Typography>
      </Breadcrumbs>
    </Stack>
  );
}
