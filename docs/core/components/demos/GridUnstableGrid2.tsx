import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid2 from '@mui/material/Unstable_Grid2';

function Cell({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        p: 1.5,
        textAlign: 'center',
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 1,
      }}
    >
      {children}
    </Box>
  );
}

export default function GridUnstableGrid2() {
  return (
    // No `item` prop: every Grid2 child is an item. Offsets move an item by whole columns.
    <Grid2 container spacing={2}>
      <Grid2 xs={12} md={6} mdOffset={3}>
        <Cell>xs=12, md=6, mdOffset=3</Cell>
      </Grid2>
      <Grid2 xs={6} md={4}>
        <Cell>xs=6, md=4</Cell>
      </Grid2>
      <Grid2 xs={6} md={4} mdOffset="auto">
        <Cell>xs=6, md=4, mdOffset=&quot;auto&quot;</Cell>
      </Grid2>
    </Grid2>
  );
}
