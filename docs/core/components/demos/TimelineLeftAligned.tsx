import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface Entry {
  /** The day, as an ISO date. */
  date: string;
  author: string;
  text: string;
  highlighted?: boolean;
}

const ENTRIES: readonly Entry[] = [
  {
    date: '2025-03-03',
    author: 'Priya',
    text: 'Opened the ticket: the export button does nothing on Safari.',
  },
  {
    date: '2025-03-04',
    author: 'Tomás',
    text: 'Reproduced it; the download link is created after the click handler returns.',
  },
  {
    date: '2025-03-05',
    author: 'Tomás',
    text: 'Fix merged and deployed. Closing the ticket.',
    highlighted: true,
  },
];

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export default function TimelineLeftAligned() {
  return (
    <Timeline
      aria-label="Ticket activity"
      sx={{
        p: 0,
        // Without opposite content, drop the empty half that keeps the axis centered.
        [`& .${timelineItemClasses.root}::before`]: { flex: 0, p: 0 },
      }}
    >
      {ENTRIES.map((entry, index) => (
        <TimelineItem key={entry.date}>
          <TimelineSeparator>
            <TimelineDot
              variant={entry.highlighted ? 'filled' : 'outlined'}
              color={entry.highlighted ? 'success' : 'primary'}
            />
            {index < ENTRIES.length - 1 && (
              <TimelineConnector sx={{ bgcolor: 'divider' }} />
            )}
          </TimelineSeparator>
          <TimelineContent sx={{ pb: 2 }}>
            <Paper variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="caption" color="text.secondary" component="p">
                {entry.author} ·{' '}
                <time dateTime={entry.date}>
                  {dateFormat.format(new Date(`${entry.date}T12:00:00Z`))}
                </time>
              </Typography>
              <Typography variant="body2">{entry.text}</Typography>
            </Paper>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
