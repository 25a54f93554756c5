/** The dashboard's four stat cards: December's figures and their change from November. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { MONTHS_2024 } from './data';
import { formatChange, monthStats } from './stats';

const STATS = monthStats(MONTHS_2024);
const [PREVIOUS, CURRENT] = MONTHS_2024.slice(-2).map((figures) => figures.month);

export default function StatCards() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {STATS.map((stat) => {
        const Trend = stat.change > 0 ? TrendingUp : stat.change < 0 ? TrendingDown : TrendingFlat;
        return (
          <Card component="li" key={stat.id} variant="outlined">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {stat.label}, {CURRENT}
              </Typography>
              <Typography sx={{ fontSize: { xs: '1.375rem', sm: '1.75rem' }, fontWeight: 700, my: 0.5 }}>
                {stat.value}
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.5,
                  color: stat.change >= 0 ? 'success.main' : 'error.main',
                }}
              >
                <Trend aria-hidden fontSize="small" />
                {formatChange(stat.change)} from {PREVIOUS}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
