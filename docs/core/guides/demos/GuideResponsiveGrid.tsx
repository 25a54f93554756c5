import Grid2 from '@mui/material/Unstable_Grid2';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const PLANS = [
  { name: 'Starter', detail: '1 project, community support' },
  { name: 'Team', detail: '10 projects, email support' },
  { name: 'Business', detail: 'Unlimited projects, priority support' },
  { name: 'Enterprise', detail: 'Dedicated contact, custom terms' },
];

export default function GuideResponsiveGrid() {
  return (
    // One column on phones, two from sm, four from md: 12, 6 and 3 of the 12 columns.
    <Grid2 container spacing={2}>
      {PLANS.map((plan) => (
        <Grid2 key={plan.name} xs={12} sm={6} md={3}>
          <Paper variant="outlined" sx={{ p: 2, height: 1 }}>
            <Typography component="p" variant="h6">
              {plan.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {plan.detail}
            </Typography>
          </Paper>
        </Grid2>
      ))}
    </Grid2>
  );
}
