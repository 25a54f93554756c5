import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CardMediaImage() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Card sx={{ flex: 1 }}>
        {/* component="img": a real <img> element, so the picture has its own alt text. */}
        <CardMedia
          component="img"
          height={140}
          image="/img/components/cards/cabin.svg"
          alt="A wooden cabin below blue mountains on a sunny day"
        />
        <CardHeader
          title="Lakeside cabin"
          titleTypographyProps={{ component: 'h3', variant: 'h6' }}
          subheader="2 guests, from 90 dollars a night"
        />
        <CardActions>
          <Button size="small">Check dates</Button>
        </CardActions>
      </Card>
      <Card sx={{ flex: 1 }}>
        {/* The default <div> shows the image as a background: it needs a height and a name. */}
        <CardMedia
          image="/img/components/cards/canyon.svg"
          aria-label="Red canyon walls above a river"
          sx={{ height: 140 }}
        />
        <CardContent>
          <Typography variant="h6" component="h3">
            Canyon walk
          </Typography>
          <Typography variant="body2" color="text.secondary">
            A 9 kilometer loop along the river, with a steep climb back to the rim.
          </Typography>
        </CardContent>
        <CardActions>
          <Button size="small">See the route</Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
