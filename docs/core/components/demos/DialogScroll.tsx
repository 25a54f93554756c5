import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Scroll = NonNullable<DialogProps['scroll']>;

const TERMS: readonly { heading: string; text: string }[] = [
  {
    heading: 'Pick-up',
    text: 'Bikes are collected at the shop on Harbor Street between 9:00 and 11:00.',
  },
  {
    heading: 'Return',
    text: 'Bring the bike back by 18:00 on the last day; a late return adds one day.',
  },
  {
    heading: 'Deposit',
    text: 'A deposit of 150 euros is held on your card and released on return.',
  },
  {
    heading: 'Helmet',
    text: 'A helmet and a lock come with every rental, in the size you choose.',
  },
  {
    heading: 'Damage',
    text: 'Normal wear is on us. Damage beyond it is charged at the repair price.',
  },
  {
    heading: 'Flat tires',
    text: 'Call the shop: a mechanic brings a spare tube within the city limits.',
  },
  {
    heading: 'Theft',
    text: 'Report a theft to the police first, then send us the report number.',
  },
  {
    heading: 'Weather',
    text: 'On days with a storm warning, you may move your rental to another date.',
  },
  {
    heading: 'Children',
    text: 'Riders under 14 ride with an adult; child seats are free on request.',
  },
  {
    heading: 'Canceling',
    text: 'Cancel up to 24 hours before pick-up for a full refund.',
  },
];

export default function DialogScroll() {
  const [scroll, setScroll] = React.useState<Scroll>('paper');
  const [open, setOpen] = React.useState(false);
  const [accepted, setAccepted] = React.useState(false);

  const openWith = (mode: Scroll) => {
    setScroll(mode);
    setOpen(true);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button variant="outlined" onClick={() => openWith('paper')}>
          scroll=paper
        </Button>
        <Button variant="outlined" onClick={() => openWith('body')}>
          scroll=body
        </Button>
      </Stack>
      <Typography variant="body2" aria-live="polite">
        Rental terms: {accepted ? 'accepted' : 'not accepted yet'}
      </Typography>
      <Dialog open={open} onClose={() => setOpen(false)} scroll={scroll}>
        <DialogTitle>Rental terms</DialogTitle>
        {/* With scroll="paper" the content scrolls on its own: dividers mark its edges, and tabIndex lets
            keyboard readers focus it to scroll with the arrow keys. */}
        <DialogContent
          dividers={scroll === 'paper'}
          tabIndex={scroll === 'paper' ? 0 : undefined}
        >
          {TERMS.map((term) => (
            <React.Fragment key={term.heading}>
              <Typography variant="subtitle2" component="h3">
                {term.heading}
              </Typography>
              <Typography variant="body2" paragraph>
                {term.text}
              </Typography>
            </React.Fragment>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              setAccepted(true);
              setOpen(false);
            }}
          >
            Accept
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
