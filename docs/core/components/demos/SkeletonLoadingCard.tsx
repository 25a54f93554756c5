import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const POST = {
  author: 'Lucía Herrera',
  initials: 'LH',
  date: 'March 3, 2025',
  title: 'Three weeks of cycling the Danube',
  body: 'From Passau to Budapest, the path stays close to the river. Here is what we packed, where we slept and the stretch we would ride again tomorrow.',
};

/** Hidden on screen, still read by screen readers. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function SkeletonLoadingCard() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ maxWidth: 400 }}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Loading"
      />
      {/* aria-busy tells assistive technology that the card's content is not ready yet. */}
      <Card
        variant="outlined"
        component="article"
        aria-busy={loading}
        aria-label="Travel post"
      >
        <CardHeader
          avatar={
            loading ? (
              <Skeleton variant="circular" width={40} height={40} aria-hidden />
            ) : (
              <Avatar sx={{ bgcolor: 'secondary.main' }}>{POST.initials}</Avatar>
            )
          }
          title={loading ? <Skeleton width="50%" aria-hidden /> : POST.author}
          subheader={loading ? <Skeleton width="30%" aria-hidden /> : POST.date}
        />
        {loading ? (
          <Skeleton variant="rectangular" height={140} animation="wave" aria-hidden />
        ) : (
          <Box
            role="img"
            aria-label="Cover: the river at dawn"
            sx={{ height: 140, bgcolor: 'info.dark' }}
          />
        )}
        <CardContent>
          <Typography variant="h6" component="p">
            {loading ? <Skeleton width="80%" aria-hidden /> : POST.title}
          </Typography>
          {loading ? (
            <Box aria-hidden>
              <Skeleton />
              <Skeleton />
              <Skeleton width="60%" />
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {POST.body}
            </Typography>
          )}
        </CardContent>
      </Card>
      {/* Outside the busy card, so that screen readers hear when the post arrives. */}
      <Box role="status" sx={visuallyHidden}>
        {loading ? 'Loading the travel post…' : 'Travel post loaded.'}
      </Box>
    </Stack>
  );
}
