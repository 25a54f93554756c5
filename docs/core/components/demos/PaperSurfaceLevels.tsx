import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function PaperSurfaceLevels() {
  return (
    // A surface inside a surface: each level is one step higher than the one that holds it.
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2">Page, elevation 0: the paper color alone</Typography>
      <Paper elevation={2} sx={{ p: 2, mt: 2 }}>
        <Typography variant="body2">Card, elevation 2</Typography>
        <Paper elevation={8} sx={{ p: 2, mt: 2 }}>
          <Typography variant="body2">Menu, elevation 8</Typography>
          <Paper elevation={24} sx={{ p: 2, mt: 2 }}>
            <Typography variant="body2">Dialog, elevation 24</Typography>
          </Paper>
        </Paper>
      </Paper>
    </Paper>
  );
}
