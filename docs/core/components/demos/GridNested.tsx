import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

const STATS = [
  { label: 'Open tickets', value: '38' },
  { label: 'Median reply', value: '2 h 10 min' },
  { label: 'Solved today', value: '124' },
  { label: 'Satisfaction', value: '94%' },
];

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      sx={{ height: '100%', p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography
        component="span"
        variant="overline"
        sx={{ display: 'block', color: 'text.secondary' }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export default function GridNested() {
  return (
    <Grid container spacing={2}>
      {/* Outer grid: a wide area and a side column from md up. */}
      <Grid item xs={12} md={8}>
        <Panel title="Today">
          {/* Inner grid: its 12 columns divide the 8 columns of its parent item. */}
          <Grid container spacing={1}>
            {STATS.map((stat) => (
              <Grid item xs={6} sm={3} key={stat.label}>
                <Box sx={{ p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {stat.label}
                  </Typography>
                  <Typography sx={{ fontWeight: 'fontWeightMedium' }}>
                    {stat.value}
                  </Typography>
                </Box>
              </Grid>
            ))}
          </Grid>
        </Panel>
      </Grid>
      <Grid item xs={12} md={4}>
        <Panel title="On duty">
          <Typography variant="body2">Amara, Jonas and Priya until 18:00</Typography>
        </Panel>
      </Grid>
    </Grid>
  );
}
