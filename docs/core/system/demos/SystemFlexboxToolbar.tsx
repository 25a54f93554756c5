import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';

export default function SystemFlexboxToolbar() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography component="p" sx={{ fontWeight: 'bold', flexShrink: 0 }}>
        Library
      </Typography>
      <InputBase
        placeholder="Search titles"
        inputProps={{ 'aria-label': 'Search titles' }}
        sx={{
          // On phones the search takes a line of its own, after the buttons.
          order: { xs: 1, sm: 0 },
          flexBasis: { xs: '100%', sm: 0 },
          flexGrow: 1,
          px: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, marginInlineStart: { xs: 'auto', sm: 0 } }}>
        <Button size="small">Filters</Button>
        <Button size="small" variant="contained">
          Add book
        </Button>
      </Box>
    </Box>
  );
}
