import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

const FEATURES = [
  { title: 'Offline mode', text: 'Edits sync when the connection returns.' },
  { title: 'Shared folders', text: 'Invite a team and set who can edit.' },
  { title: 'Version history', text: 'Restore any file from the last 90 days.' },
  { title: 'Two-step sign-in', text: 'Protect accounts with an authenticator app.' },
  { title: 'Audit log', text: 'See who opened, moved or deleted a file.' },
  { title: 'Public links', text: 'Share read-only links that expire.' },
];

export default function GridBreakpoints() {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {FEATURES.map((feature) => (
        // Full width on phones, half from sm (600px), a third from md (900px).
        <Grid item xs={12} sm={6} md={4} key={feature.title} component="li">
          <Box
            sx={{
              height: '100%',
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <Typography
              component="span"
              sx={{ display: 'block', fontWeight: 'fontWeightMedium' }}
            >
              {feature.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {feature.text}
            </Typography>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
