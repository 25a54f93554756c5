import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot, { TimelineDotProps } from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';
import AlarmIcon from '@mui/icons-material/Alarm';
import CoffeeIcon from '@mui/icons-material/Coffee';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import HotelIcon from '@mui/icons-material/Hotel';
import LaptopIcon from '@mui/icons-material/Laptop';

interface Moment {
  time: string;
  title: string;
  detail: string;
  icon: React.ReactElement;
  color: TimelineDotProps['color'];
  variant: TimelineDotProps['variant'];
}

const DAY: readonly Moment[] = [
  {
    time: '6:45',
    title: 'Wake up',
    detail: 'No snooze today',
    icon: <AlarmIcon />,
    color: 'grey',
    variant: 'filled',
  },
  {
    time: '7:15',
    title: 'Breakfast',
    detail: 'Porridge and coffee',
    icon: <CoffeeIcon />,
    color: 'secondary',
    variant: 'outlined',
  },
  {
    time: '8:00',
    title: 'Ride to work',
    detail: '25 minutes along the river',
    icon: <DirectionsBikeIcon />,
    color: 'success',
    variant: 'filled',
  },
  {
    time: '8:30',
    title: 'Code review',
    detail: 'Two pull requests waiting',
    icon: <LaptopIcon />,
    color: 'primary',
    variant: 'outlined',
  },
  {
    time: '22:30',
    title: 'Sleep',
    detail: 'Lights out',
    icon: <HotelIcon />,
    color: 'info',
    variant: 'filled',
  },
];

export default function TimelineDotsIcons() {
  return (
    <Timeline position="alternate" aria-label="A working day">
      {DAY.map((moment, index) => (
        <TimelineItem key={moment.title}>
          <TimelineOppositeContent
            variant="body2"
            color="text.secondary"
            sx={{ m: 'auto 0' }}
          >
            {moment.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineConnector sx={{ visibility: index === 0 ? 'hidden' : 'visible' }} />
            <TimelineDot color={moment.color} variant={moment.variant}>
              {React.cloneElement(moment.icon, {
                'aria-hidden': true,
                fontSize: 'small',
              })}
            </TimelineDot>
            <TimelineConnector
              sx={{ visibility: index === DAY.length - 1 ? 'hidden' : 'visible' }}
            />
          </TimelineSeparator>
          <TimelineContent sx={{ py: 1.5 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 'medium' }}>
              {moment.title}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {moment.detail}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
