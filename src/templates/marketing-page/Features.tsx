import React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AutoModeOutlined from '@mui/icons-material/AutoModeOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import { FEATURES, type Feature } from './content';

const ICONS: Record<Feature['icon'], React.ElementType> = {
  boards: ViewKanbanOutlined,
  timeline: TimelineOutlined,
  workload: GroupsOutlined,
  automation: AutoModeOutlined,
  guests: PersonAddAltOutlined,
  offline: CloudOffOutlined,
};

/** What the product does: a card per feature, one to three columns. */
export default function Features(): React.JSX.Element {
  return (
    <Box
      component="section"
      id="features"
      aria-labelledby="features-title"
      sx={{ scrollMarginTop: 64, py: { xs: 6, md: 10 } }}
    >
      <Container maxWidth="lg">
        <Typography
          id="features-title"
          variant="h3"
          component="h2"
          sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 1 }}
        >
          Everything a project needs
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', mb: 4, maxWidth: 640 }}>
          Six tools that fit together, so planning, doing and reviewing happen in the same place.
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
            gap: 2,
          }}
        >
          {FEATURES.map((feature) => {
            const Icon = ICONS[feature.icon];
            return (
              <Card component="li" key={feature.title} variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Icon sx={{ color: 'primary.main', mb: 1 }} fontSize="large" />
                  <Typography variant="h6" component="h3" gutterBottom>
                    {feature.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {feature.text}
                  </Typography>
                </CardContent>
              </Card>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
