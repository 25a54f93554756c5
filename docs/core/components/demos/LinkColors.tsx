import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkColors() {
  return (
    <Stack spacing={1.5}>
      <Typography>
        The default <Link href="#underline-and-color">primary link</Link> and a{' '}
        <Link href="#underline-and-color" color="secondary">
          secondary link
        </Link>{' '}
        in body text.
      </Typography>
      <Typography color="text.secondary">
        With <code>color=&quot;inherit&quot;</code>, a{' '}
        <Link href="#underline-and-color" color="inherit">
          link takes the color of its text
        </Link>
        : the underline alone marks it.
      </Typography>
      <Link
        href="#underline-and-color"
        variant="body2"
        color="text.primary"
        underline="hover"
      >
        A body2 link in the primary text color, as in a footer
      </Link>
    </Stack>
  );
}
