import React, { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PostCover from './PostCover';
import { formatPostDate, type Post } from './posts';
import { visuallyHidden } from '../shared/visuallyHidden';

interface Props {
  post: Post;
  /** The large card at the top: a taller cover and a bigger title. */
  featured?: boolean;
}

/** One post: cover, category, title, date and team, summary, and the rest of the text on demand. */
export default function PostCard({ post, featured = false }: Props): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <Card component="article" variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <PostCover post={post} height={featured ? { xs: 120, md: 200 } : 96} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Chip label={post.category} size="small" variant="outlined" sx={{ mb: 1 }} />
        <Typography variant={featured ? 'h4' : 'h6'} component="h3" gutterBottom>
          {post.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.team}
        </Typography>
        <Typography variant="body1">{post.summary}</Typography>
        <Collapse in={open} id={bodyId}>
          <Box sx={{ pt: 1.5 }}>
            {post.body.map((paragraph) => (
              <Typography key={paragraph} variant="body1" sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        </Collapse>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
          endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
        >
          {open ? 'Show less' : 'Read more'}
          <Box component="span" sx={visuallyHidden}>
            {` about ${post.title}`}
          </Box>
        </Button>
      </CardActions>
    </Card>
  );
}
