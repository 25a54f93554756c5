/** The side panel of the sign-in-side template: what the fictional product offers, on a dark gradient. */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { PRODUCT_POINTS } from './productPoints';

type Tone = 'primary' | 'secondary';
type VarsTheme = Theme & { vars?: { palette: Record<Tone, { mainChannel: string }> } };

/**
 * A see-through tone of the theme's color. The portal's theme holds its colors as CSS variables
 * (`theme.vars`), which follow the light and dark modes without a new render.
 */
function tint(theme: VarsTheme, tone: Tone, opacity: number): string {
  const channel = theme.vars?.palette[tone].mainChannel;
  return channel ? `rgba(${channel} / ${opacity})` : alpha(theme.palette[tone].main, opacity);
}

export default function ProductPoints() {
  return (
    <Box
      component="section"
      aria-labelledby="sign-in-side-points"
      sx={{
        color: 'common.white',
        bgcolor: 'grey.900',
        backgroundImage: (theme) =>
          `radial-gradient(circle at 15% 10%, ${tint(theme, 'primary', 0.35)}, transparent 60%), ` +
          `radial-gradient(circle at 90% 90%, ${tint(theme, 'secondary', 0.3)}, transparent 55%)`,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        px: { xs: 3, sm: 6 },
        py: { xs: 5, md: 8 },
      }}
    >
      <Typography id="sign-in-side-points" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        Plan, track and ship with your whole team
      </Typography>
      <List disablePadding>
        {PRODUCT_POINTS.map(({ id, title, text, Icon }) => (
          <ListItem key={id} disableGutters alignItems="flex-start">
            <ListItemIcon sx={{ color: 'inherit', minWidth: 44, mt: 0.5 }}>
              <Icon aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={title}
              secondary={text}
              primaryTypographyProps={{ sx: { fontWeight: 600 } }}
              secondaryTypographyProps={{ sx: { color: 'grey.300' } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
