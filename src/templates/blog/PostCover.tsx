import React from 'react';
import Box from '@mui/material/Box';
import type { Post } from './posts';
import { paletteVars } from './paletteVars';

/** A post's cover: a gradient of two theme colors (no image to load), decoration only. */
export default function PostCover({
  post,
  height,
}: {
  post: Post;
  /** Pixels, or pixels per breakpoint. */
  height: number | Partial<Record<'xs' | 'sm' | 'md', number>>;
}): React.JSX.Element {
  const [from, to] = post.cover;
  return (
    <Box
      aria-hidden="true"
      sx={{
        height,
        background: (theme) =>
          `linear-gradient(135deg, ${paletteVars(theme)[from].main}, ${paletteVars(theme)[to].dark})`,
      }}
    />
  );
}
