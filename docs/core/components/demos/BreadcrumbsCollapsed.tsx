import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const FOLDERS = ['Drive', 'Projects', '2024', 'Website', 'Assets', 'Icons'];

export default function BreadcrumbsCollapsed() {
  return (
    <Breadcrumbs
      aria-label="Folder path"
      maxItems={4}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={2}
    >
      {FOLDERS.map((folder) => (
        <Link
          key={folder}
          underline="hover"
          color="inherit"
          href="#collapsing-long-trails"
        >
          {folder}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page">
        logo.svg
      </Typography>
    </Breadcrumbs>
  );
}
