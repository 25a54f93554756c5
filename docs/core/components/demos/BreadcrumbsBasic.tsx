import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The links point at this page's sections so that the demo never leaves the page;
// in an app, each href is the address of that level.
const TRAIL = [
  { label: 'Store', href: '#basic-breadcrumbs' },
  { label: 'Outdoor', href: '#basic-breadcrumbs' },
  { label: 'Camping', href: '#basic-breadcrumbs' },
];

export default function BreadcrumbsBasic() {
  const [clicked, setClicked] = React.useState('nothing yet');

  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label="Breadcrumb">
        {TRAIL.map((item) => (
          <Link
            key={item.label}
            href={item.href}
            underline="hover"
            color="inherit"
            onClick={(event) => {
              event.preventDefault();
              setClicked(item.label);
            }}
          >
            {item.label}
          </Link>
        ))}
        <Typography color="text.primary" aria-current="page">
          Two-person tents
        </Typography>
      </Breadcrumbs>
      <Typography variant="body2" color="text.secondary">
        Last clicked: {clicked}
      </Typography>
    </Stack>
  );
}
