import * as React from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A 10-minute episode: each press downloads two minutes or plays one minute. */
const LENGTH_MIN = 10;

export default function ProgressLinearBuffer() {
  const [played, setPlayed] = React.useState(1);
  const [downloaded, setDownloaded] = React.useState(3);
  const toPercent = (minutes: number) => (minutes / LENGTH_MIN) * 100;

  return (
    <Stack spacing={2}>
      <Typography id="progress-buffer-label" variant="body2">
        Episode 12: Rivers of the north
      </Typography>
      <LinearProgress
        variant="buffer"
        value={toPercent(played)}
        valueBuffer={toPercent(downloaded)}
        aria-labelledby="progress-buffer-label"
        aria-valuetext={`${played} of ${LENGTH_MIN} minutes played, ${downloaded} downloaded`}
      />
      <Typography variant="body2" color="text.secondary">
        Played {played} min, downloaded {downloaded} min of {LENGTH_MIN} min.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button
          variant="outlined"
          disabled={downloaded === LENGTH_MIN}
          onClick={() => setDownloaded((minutes) => Math.min(LENGTH_MIN, minutes + 2))}
        >
          Download 2 min
        </Button>
        <Button
          variant="outlined"
          disabled={played === downloaded}
          onClick={() => setPlayed((minutes) => minutes + 1)}
        >
          Play 1 min
        </Button>
        <Button
          onClick={() => {
            setPlayed(1);
            setDownloaded(3);
          }}
        >
          Reset
        </Button>
      </Stack>
    </Stack>
  );
}
