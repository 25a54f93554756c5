import Button, { buttonClasses } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';

export default function CustomizeComponentsSx() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
      <Button variant="outlined" startIcon={<DownloadIcon />}>
        Download report
      </Button>
      {/* The same button, changed for this one place only. */}
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        sx={{
          px: 2.5,
          borderRadius: 8,
          borderWidth: 2,
          textTransform: 'none',
          '&:hover': { borderWidth: 2, bgcolor: 'action.hover' },
          [`& .${buttonClasses.startIcon}`]: { color: 'secondary.main' },
        }}
      >
        Download report
      </Button>
    </Stack>
  );
}
