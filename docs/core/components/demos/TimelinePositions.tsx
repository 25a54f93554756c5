import * as React from 'react';
import Timeline, { TimelineProps } from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Position = NonNullable<TimelineProps['position']>;

const POSITIONS: readonly Position[] = [
  'right',
  'left',
  'alternate',
  'alternate-reverse',
];

const RELEASES = [
  { version: '1.0', date: 'March 2024', note: 'First public release' },
  { version: '1.1', date: 'May 2024', note: 'Dark mode' },
  { version: '1.2', date: 'August 2024', note: 'Offline drafts' },
  { version: '2.0', date: 'January 2025', note: 'Shared folders' },
];

export default function TimelinePositions() {
  const [position, setPosition] = React.useState<Position>('alternate');

  return (
    <Box>
      <ToggleButtonGroup
        value={position}
        exclusive
        size="small"
        onChange={(_event, next: Position | null) => next && setPosition(next)}
        aria-label="Position of the content"
        sx={{ flexWrap: 'wrap' }}
      >
        {POSITIONS.map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Timeline position={position} aria-label="Release history">
        {RELEASES.map((release, index) => (
          <TimelineItem key={release.version}>
            <TimelineOppositeContent color="text.secondary">
              {release.date}
            </TimelineOppositeContent>
            <TimelineSeparator>
              <TimelineDot color="primary" />
              {index < RELEASES.length - 1 && <TimelineConnector />}
            </TimelineSeparator>
            <TimelineContent>
              {release.version}: {release.note}
            </TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
    </Box>
  );
}
