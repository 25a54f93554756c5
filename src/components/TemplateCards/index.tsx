import React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Link from '@docusaurus/Link';
import { TEMPLATES, templateRoute, type TemplateInfo } from '@site/src/data/templates';
import TemplateThumbnail from './TemplateThumbnail';

function TemplateCard({ template }: { template: TemplateInfo }): React.JSX.Element {
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{
        position: 'relative',
        m: 0,
        display: 'flex',
        flexDirection: 'column',
        transition: (theme) => theme.transitions.create('border-color'),
        '&:hover, &:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <TemplateThumbnail slug={template.slug} />
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mt: 0, mb: 1 }}>
          {/* The link covers the whole card (its ::after), so a click on the preview opens the template too. */}
          <Box
            component={Link}
            to={templateRoute(template.slug)}
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {template.title}
          </Box>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', m: 0 }}>
          {template.description}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** A card per template (src/data/templates.ts): a live preview, the title as the link to it, the description. */
export default function TemplateCards(): React.JSX.Element {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        my: 3,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
        gap: 2,
      }}
    >
      {TEMPLATES.map((template) => (
        <TemplateCard key={template.slug} template={template} />
      ))}
    </Box>
  );
}
