import * as React from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const TRIPS = [
  {
    id: 'cabin',
    title: 'Lakeside cabin',
    text: 'Two nights by the water, canoe included.',
    image: '/img/components/cards/cabin.svg',
    alt: 'A wooden cabin below blue mountains',
  },
  {
    id: 'canyon',
    title: 'Canyon walk',
    text: 'A day on foot along the river and back over the rim.',
    image: '/img/components/cards/canyon.svg',
    alt: 'Red canyon walls above a river',
  },
];

export default function CardActionAreaTrips() {
  const [opened, setOpened] = React.useState('none yet');

  return (
    <div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {TRIPS.map((trip) => (
          <Card key={trip.id} sx={{ flex: 1 }}>
            {/* The whole card is one button. A <button> may hold only phrasing content, so the
                parts inside render as <img> and <span> elements. */}
            <CardActionArea onClick={() => setOpened(trip.title)}>
              <CardMedia component="img" height={120} image={trip.image} alt={trip.alt} />
              <CardContent component="span" sx={{ display: 'block' }}>
                <Typography component="span" variant="h6" display="block">
                  {trip.title}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  display="block"
                >
                  {trip.text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
        Opened: {opened}
      </Typography>
    </div>
  );
}
