import React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { paletteVars } from './paletteVars';

const COLUMNS = [
  { name: 'To do', cards: [3, 2, 4] },
  { name: 'Doing', cards: [2, 3] },
  { name: 'Review', cards: [4] },
  { name: 'Done', cards: [2, 3, 2] },
] as const;

/**
 * A drawing of the product (a task board), made of boxes: decoration, hidden from screen readers.
 * Widths are percentages so it scales from a phone to a desktop.
 */
export default function ProductPreview(): React.JSX.Element {
  return (
    <Paper
      aria-hidden="true"
      variant="outlined"
      sx={{
        p: { xs: 1, sm: 2 },
        borderRadius: 2,
        background: (theme) =>
          `linear-gradient(160deg, ${paletteVars(theme).primary.main} 0%, ${paletteVars(theme).secondary.main} 100%)`,
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          gap: { xs: 0.5, sm: 1.5 },
          bgcolor: 'background.paper',
          borderRadius: 1,
          p: { xs: 1, sm: 2 },
        }}
      >
        {COLUMNS.map((column) => (
          <Box key={column.name} sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 0.5, sm: 1 } }}>
            <Box sx={{ height: 8, width: '60%', borderRadius: 1, bgcolor: 'text.disabled', mb: 0.5 }} />
            {column.cards.map((lines, index) => (
              <Box
                key={index}
                sx={{
                  p: { xs: 0.5, sm: 1 },
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'action.hover',
                }}
              >
                {Array.from({ length: lines }, (_, line) => (
                  <Box
                    key={line}
                    sx={{
                      height: 6,
                      my: 0.5,
                      borderRadius: 1,
                      width: `${90 - line * 20}%`,
                      bgcolor: line === 0 ? 'primary.light' : 'divider',
                    }}
                  />
                ))}
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
