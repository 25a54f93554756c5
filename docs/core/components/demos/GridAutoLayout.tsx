import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';

function Cell({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        p: 1.5,
        height: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      {children}
    </Box>
  );
}

export default function GridAutoLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {/* Three items with `xs` alone (true): they share the row equally. */}
      <Grid container spacing={1}>
        <Grid item xs>
          <Cell>xs</Cell>
        </Grid>
        <Grid item xs>
          <Cell>xs</Cell>
        </Grid>
        <Grid item xs>
          <Cell>xs</Cell>
        </Grid>
      </Grid>
      {/* A fixed item keeps its 6 columns; the two others share what is left. */}
      <Grid container spacing={1}>
        <Grid item xs>
          <Cell>xs</Cell>
        </Grid>
        <Grid item xs={6}>
          <Cell>xs=6</Cell>
        </Grid>
        <Grid item xs>
          <Cell>xs</Cell>
        </Grid>
      </Grid>
      {/* "auto" takes the width of its content; the `xs` item fills the rest. */}
      <Grid container spacing={1} wrap="nowrap">
        <Grid item xs="auto">
          <Cell>xs=&quot;auto&quot;</Cell>
        </Grid>
        <Grid item xs zeroMinWidth>
          <Cell>
            <Box
              component="span"
              sx={{
                display: 'block',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              xs with zeroMinWidth: a long line that is cut with an ellipsis instead of
              pushing the row wider
            </Box>
          </Cell>
        </Grid>
      </Grid>
    </Box>
  );
}
