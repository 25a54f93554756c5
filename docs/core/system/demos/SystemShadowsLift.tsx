import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

const ARTICLES = [
  { title: 'Packing for a week of rain', minutes: 4 },
  { title: 'Three ferries worth the detour', minutes: 6 },
];

export default function SystemShadowsLift() {
  const [saved, setSaved] = React.useState<string | null>(null);

  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {ARTICLES.map((article) => (
          <ButtonBase
            key={article.title}
            aria-pressed={saved === article.title}
            onClick={() => setSaved(article.title)}
            sx={{
              display: 'block',
              p: 2,
              textAlign: 'start',
              borderRadius: 2,
              bgcolor: 'background.paper',
              boxShadow: 1,
              // A function of the theme: the transition takes the theme's duration and easing.
              transition: (theme) => theme.transitions.create('box-shadow'),
              '&:hover, &.Mui-focusVisible': { boxShadow: 8 },
              '&.Mui-focusVisible': {
                outline: 2,
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
            }}
          >
            <Typography component="span" sx={{ display: 'block', fontWeight: 'medium' }}>
              {article.title}
            </Typography>
            <Typography
              variant="body2"
              component="span"
              sx={{ display: 'block', color: 'text.secondary' }}
            >
              {article.minutes} min read
            </Typography>
          </ButtonBase>
        ))}
      </Box>
      <Typography variant="body2" component="p" role="status" sx={{ mt: 2 }}>
        Reading list: {saved ?? 'empty'}
      </Typography>
    </Box>
  );
}
