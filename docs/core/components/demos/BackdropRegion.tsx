import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';

const SHIPMENTS = [
  { id: 'SH-1042', route: 'Lyon to Porto', status: 'In transit' },
  { id: 'SH-1043', route: 'Oslo to Gdańsk', status: 'Customs check' },
  { id: 'SH-1044', route: 'Turin to Vienna', status: 'Delivered' },
];

export default function BackdropRegion() {
  const [loading, setLoading] = React.useState(false);
  const [tracked, setTracked] = React.useState<string | null>(null);
  const [message, setMessage] = React.useState('Shipments as of 09:30.');
  const listRef = React.useRef<HTMLUListElement>(null);

  const start = () => {
    setLoading(true);
    setMessage('Refreshing the shipments…');
  };
  const stop = React.useCallback(() => {
    setLoading(false);
    setMessage('Refresh stopped. Showing the shipments as of 09:30.');
  }, []);

  // The backdrop only stops the pointer: `inert` also keeps the keyboard out of the covered list.
  React.useEffect(() => {
    if (listRef.current) listRef.current.inert = loading;
  }, [loading]);

  // The backdrop is not focusable and has no keyboard handling of its own.
  React.useEffect(() => {
    if (!loading) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') stop();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [loading, stop]);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="backdrop-region-title"
      sx={{ maxWidth: 480 }}
    >
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="space-between"
        spacing={1}
        sx={{ p: 2, pb: 1 }}
      >
        <Typography id="backdrop-region-title" variant="subtitle1" component="p">
          Shipments
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} onClick={start}>
          Refresh
        </Button>
      </Stack>
      <Box sx={{ position: 'relative' }} aria-busy={loading}>
        <List ref={listRef} aria-label="Shipments" dense>
          {SHIPMENTS.map((shipment) => (
            <ListItem
              key={shipment.id}
              secondaryAction={
                <Button size="small" onClick={() => setTracked(shipment.id)}>
                  Track
                </Button>
              }
            >
              <ListItemText
                primary={`${shipment.id}: ${shipment.route}`}
                secondary={shipment.status}
              />
            </ListItem>
          ))}
        </List>
        <Backdrop
          open={loading}
          onClick={stop}
          sx={{ position: 'absolute', zIndex: 1, borderRadius: 'inherit' }}
        >
          <Paper
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              px: 2,
              py: 1.5,
              mx: 2,
            }}
          >
            <CircularProgress size={24} aria-label="Refreshing the shipments" />
            <Typography variant="body2">
              Refreshing… Click here or press Escape to stop waiting.
            </Typography>
          </Paper>
        </Backdrop>
      </Box>
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={{ px: 2, pb: 2 }}
      >
        {message}
        {tracked !== null && ` Tracking ${tracked}.`}
      </Typography>
    </Paper>
  );
}
