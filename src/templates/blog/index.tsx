import React, { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import BlogHeader from './BlogHeader';
import PostCard from './PostCard';
import PostFilters from './PostFilters';
import { POSTS, filterPosts, type Category } from './posts';

function resultText(count: number, query: string): string {
  if (count === 0) return query.trim() ? `No posts match “${query.trim()}”.` : 'No posts in this category yet.';
  return count === 1 ? '1 post' : `${count} posts`;
}

/**
 * A blog home: the newest post as a large card, then every post in a grid that a search field and
 * category buttons filter as you type. Each card expands to the rest of its text.
 */
export default function Blog(): React.JSX.Element {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<Category | null>(null);
  const deferredQuery = useDeferredValue(query);
  const shown = filterPosts(POSTS, deferredQuery, category);
  const [featured] = POSTS;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
      <BlogHeader />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.5rem' }, mb: 1 }}>
          Journal
        </Typography>
        <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, mb: 4, maxWidth: 640 }}>
          News about the product, how it is built, and ideas for planning work with less effort.
        </Typography>
        {featured ? (
          <Box component="section" aria-labelledby="blog-featured" sx={{ mb: { xs: 5, md: 8 } }}>
            <Typography id="blog-featured" variant="overline" component="h2" sx={{ display: 'block', mb: 1 }}>
              Featured
            </Typography>
            <PostCard post={featured} featured />
          </Box>
        ) : null}
        <Box component="section" aria-labelledby="blog-all">
          <Typography id="blog-all" variant="h4" component="h2" gutterBottom>
            All posts
          </Typography>
          <PostFilters query={query} onQueryChange={setQuery} category={category} onCategoryChange={setCategory} />
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {resultText(shown.length, deferredQuery)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
              gap: 2,
              alignItems: 'start',
            }}
          >
            {shown.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </Box>
        </Box>
      </Container>
      <Box component="footer" sx={{ mt: 'auto', py: 4, borderTop: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Harborline Journal is the blog of a fictional product, written for this template.
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
