import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function CardBasic() {
  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography variant="overline" component="p" color="text.secondary">
          Release 4.2
        </Typography>
        <Typography variant="h5" component="h3" gutterBottom>
          Offline mode
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Notes you write without a connection are kept on the device and sync as soon as
          you are back online.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Read the release notes</Button>
      </CardActions>
    </Card>
  );
}
