import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

interface Stat {
  id: string;
  label: string;
  value: string;
  change: number; // percent, compared with last month
}

const STATS: Stat[] = [
  { id: 'visitors', label: 'Visitors', value: '48,210', change: 12.4 },
  { id: 'signups', label: 'Sign-ups', value: '1,376', change: 3.1 },
  { id: 'churn', label: 'Cancellations', value: '214', change: -8.6 },
];

export default function SxStatCards() {
  const [selected, setSelected] = React.useState('visitors');
  const selectedStat = STATS.find((stat) => stat.id === selected) ?? STATS[0];

  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          // One column on phones, three from the `sm` breakpoint up.
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 2, // theme.spacing(2)
        }}
      >
        {STATS.map((stat) => {
          const active = stat.id === selected;
          return (
            <ButtonBase
              key={stat.id}
              aria-pressed={active}
              onClick={() => setSelected(stat.id)}
              sx={{
                display: 'block',
                textAlign: 'start',
                p: 2,
                borderRadius: 2, // 2 x theme.shape.borderRadius
                border: 2,
                // Palette paths: each resolves in the current light or dark palette.
                borderColor: active ? 'primary.main' : 'divider',
                bgcolor: 'background.paper',
                // A function receives the theme, for values that are not plain tokens.
                transition: (theme) =>
                  theme.transitions.create(['border-color', 'background-color']),
                '&:hover': { bgcolor: 'action.hover' },
                '&.Mui-focusVisible': {
                  outline: 2,
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              <Typography
                variant="overline"
                component="span"
                sx={{ display: 'block', color: 'text.secondary' }}
              >
                {stat.label}
              </Typography>
              <Typography
                variant="h5"
                component="span"
                sx={{ display: 'block', fontWeight: 'fontWeightBold' }}
              >
                {stat.value}
              </Typography>
              <Typography
                variant="body2"
                component="span"
                sx={{
                  display: 'block',
                  color: stat.change >= 0 ? 'success.main' : 'error.main',
                }}
              >
                {stat.change >= 0 ? '+' : '−'}
                {Math.abs(stat.change)}% vs. last month
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 2, color: 'text.secondary' }}>
        Metric on the dashboard: {selectedStat.label}
      </Typography>
    </Box>
  );
}
