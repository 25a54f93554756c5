/** The top bar of the sign-in, sign-in-side and sign-up templates: the product and the mode toggle. */
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import BrandMark from '../shared/BrandMark';
import TemplateModeToggle from '../shared/TemplateModeToggle';

export default function AuthHeader() {
  return (
    <AppBar position="static" color="transparent" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ justifyContent: 'space-between', gap: 2 }}>
        <BrandMark />
        <TemplateModeToggle />
      </Toolbar>
    </AppBar>
  );
}
