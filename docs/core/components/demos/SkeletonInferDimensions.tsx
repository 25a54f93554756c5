import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const HEADINGS = ['h4', 'h6', 'body1', 'caption'] as const;

export default function SkeletonInferDimensions() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Show placeholders"
      />
      <Box aria-busy={loading}>
        {HEADINGS.map((variant) => (
          <Typography key={variant} variant={variant} component="p">
            {loading ? <Skeleton aria-hidden /> : `Typography ${variant}`}
          </Typography>
        ))}
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }}>
          {/* Wrapping the avatar: the skeleton takes its size and shape, the avatar stays invisible. */}
          {loading ? (
            <Skeleton variant="circular" component="div" aria-hidden>
              <Avatar sx={{ bgcolor: 'secondary.main' }}>MK</Avatar>
            </Skeleton>
          ) : (
            <Avatar sx={{ bgcolor: 'secondary.main' }}>MK</Avatar>
          )}
          <Typography sx={{ flex: 1 }}>
            {loading ? <Skeleton width="60%" aria-hidden /> : 'Mei Kobayashi'}
          </Typography>
        </Stack>
      </Box>
    </Stack>
  );
}
