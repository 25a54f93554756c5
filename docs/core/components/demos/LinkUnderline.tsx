import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function LinkUnderline() {
  return (
    // Each link stands alone: inside a sentence, a link needs its underline to be told apart from the text.
    <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
      <Link href="#underline-and-color" underline="always">
        Always underlined
      </Link>
      <Link href="#underline-and-color" underline="hover">
        Underlined on hover
      </Link>
      <Link href="#underline-and-color" underline="none">
        Never underlined
      </Link>
    </Stack>
  );
}
