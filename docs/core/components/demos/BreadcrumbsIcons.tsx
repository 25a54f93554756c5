import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import LocalLibraryIcon from '@mui/icons-material/LocalLibrary';
import MenuBookIcon from '@mui/icons-material/MenuBook';

// marginInlineEnd puts the gap after the icon in both reading directions.
const iconSx = { marginInlineEnd: 0.5 } as const;

export default function BreadcrumbsIcons() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link
        underline="hover"
        color="inherit"
        href="#with-icons"
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        <HomeIcon fontSize="inherit" sx={iconSx} />
        Home
      </Link>
      <Link
        underline="hover"
        color="inherit"
        href="#with-icons"
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        <LocalLibraryIcon fontSize="inherit" sx={iconSx} />
        Library
      </Link>
      <Typography
        color="text.primary"
        aria-current="page"
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        <MenuBookIcon fontSize="inherit" sx={iconSx} />
        Reading list
      </Typography>
    </Breadcrumbs>
  );
}
