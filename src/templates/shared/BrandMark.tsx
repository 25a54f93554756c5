/**
 * The fictional product of the sign-in, sign-up, checkout and dashboard templates: a drawn mark and
 * its name. The mark is decoration (`aria-hidden`); the name is the text.
 */
import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

export const BRAND_NAME = 'Harborlight';

export default function BrandMark() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <SvgIcon aria-hidden color="primary" viewBox="0 0 24 24">
        <path d="M12 2 4 6v6c0 5 3.4 8.7 8 10 4.6-1.3 8-5 8-10V6l-8-4Z" opacity="0.3" />
        <path d="M12 6.5a1.5 1.5 0 0 0-1.5 1.5v1.2l-2.4 7.3h7.8l-2.4-7.3V8A1.5 1.5 0 0 0 12 6.5Zm-1 8 1-3.1 1 3.1h-2Z" />
      </SvgIcon>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.125rem', letterSpacing: '-0.01em' }}>
        {BRAND_NAME}
      </Typography>
    </Box>
  );
}
