import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

const STEPS = [
  'Soften a chopped onion and two garlic cloves in olive oil for five minutes.',
  'Add 800 grams of tomatoes, a pinch of sugar and 500 milliliters of stock; simmer for 20 minutes.',
  'Blend until smooth, season with salt and pepper, and serve with basil leaves.',
];

export default function CardExpandRecipe() {
  const [expanded, setExpanded] = React.useState(false);
  const [favorite, setFavorite] = React.useState(false);

  return (
    <Card sx={{ maxWidth: 380 }}>
      <CardHeader
        avatar={
          <Avatar sx={{ bgcolor: 'secondary.main' }} aria-hidden>
            T
          </Avatar>
        }
        title="Tomato soup"
        titleTypographyProps={{ component: 'h3', variant: 'subtitle1' }}
        subheader="Serves 4, ready in 35 minutes"
      />
      <CardMedia
        component="img"
        height={160}
        image="/img/components/cards/soup.svg"
        alt="A bowl of red soup"
      />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          A weeknight soup from pantry staples. Canned tomatoes work as well as fresh
          ones.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton
          aria-label="Favorite"
          aria-pressed={favorite}
          onClick={() => setFavorite((value) => !value)}
          color={favorite ? 'secondary' : 'default'}
        >
          {favorite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        </IconButton>
        <IconButton
          aria-label="Show the method"
          aria-expanded={expanded}
          aria-controls="card-expand-recipe-method"
          onClick={() => setExpanded((value) => !value)}
          sx={{
            marginInlineStart: 'auto',
            transform: expanded ? 'rotate(180deg)' : 'none',
            transition: (theme) => theme.transitions.create('transform'),
          }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" id="card-expand-recipe-method">
        <CardContent>
          <Typography variant="subtitle2" component="h4" gutterBottom>
            Method
          </Typography>
          <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {STEPS.map((step) => (
              <li key={step}>
                <Typography variant="body2">{step}</Typography>
              </li>
            ))}
          </ol>
        </CardContent>
      </Collapse>
    </Card>
  );
}
