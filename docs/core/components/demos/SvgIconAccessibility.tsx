import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Warning from '@mui/icons-material/Warning';

export default function SvgIconAccessibility() {
  return (
    <Stack spacing={2}>
      {/* Decorative: the text says it all, so the icon stays aria-hidden (the default). */}
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircle color="success" /> Backup finished
      </Typography>
      {/* Meaningful on its own: titleAccess gives the svg role="img" and a <title>. */}
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Warning color="error" titleAccess="Warning" /> Disk 91% full
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {/* In a control, the control carries the name. */}
        <IconButton aria-label="Delete draft">
          <DeleteOutlined />
        </IconButton>
        <Button variant="outlined" startIcon={<DeleteOutlined />}>
          Delete draft
        </Button>
      </Stack>
    </Stack>
  );
}
